import { expect } from 'vitest'
import { admin, baseURL } from '../fileServer'

/** The contract's base URL on this file's own server (tests/int/fileServer.ts). */
export const apiURL = (path: string): string => `${baseURL}/api${path}`

type CallOptions = {
  token?: string | null
  body?: unknown
  rawBody?: string
  headers?: Record<string, string>
}

/** One HTTP call to the contract; `body` is sent as JSON, `rawBody` as-is with a JSON type. */
export const call = async (method: string, path: string, options: CallOptions = {}) => {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined) headers['content-type'] ??= 'application/json'
  const res = await fetch(apiURL(path), { method, headers, body })
  const text = await res.text()
  let json: any
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = { notJson: text.slice(0, 200) }
  }
  return { status: res.status, headers: res.headers, json }
}

/** Logs in through the contract and returns the token. */
export const login = async (email = admin.email, password = admin.password) => {
  const res = await call('POST', '/auth/login', { body: { email, password } })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.data.token as string
}

/** Asserts the error envelope with the given status (and code when given). */
export const expectError = (res: { status: number; json: any }, status: number, code?: string) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status)
  expect(res.json.error).toMatchObject({ status, ...(code ? { code } : {}) })
  expect(typeof res.json.error.message).toBe('string')
  expect(JSON.stringify(res.json)).not.toMatch(/at .*\.(ts|js):\d+/)
}

/** Asserts a list envelope and returns its records. */
export const expectList = (res: { status: number; json: any }) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expect(Array.isArray(res.json.data)).toBe(true)
  expect(res.json.pagination).toEqual({
    page: expect.any(Number),
    limit: expect.any(Number),
    total: expect.any(Number),
    totalPages: expect.any(Number),
    hasNextPage: expect.any(Boolean),
    hasPrevPage: expect.any(Boolean),
  })
  return res.json.data as any[]
}

/** One call to Payload's own REST API (`/cms-api`), for set-up and clean-up the contract lacks. */
export const cms = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(`${baseURL}/cms-api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, json: (await res.json().catch(() => null)) as any }
}

/** Hard-deletes records a test created, so files stay independent of each other. */
export const purge = async (collection: string, ids: number[], token: string) => {
  for (const id of ids) await cms('DELETE', `/${collection}/${id}`, token)
}
