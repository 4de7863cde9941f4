import { request } from 'node:http'

import { TEST_ADMIN } from '../../../helpers/serverProcess'

export type HttpAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  json: () => any
}

/**
 * An HTTP request that can leave from a chosen loopback address (127.0.0.x), so each test is
 * a different visitor for the per-IP rate limit.
 */
export const http = (
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<HttpAnswer> =>
  new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }
    const req = request(
      url,
      { method, headers: { ...length, ...headers }, localAddress: from },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: () => JSON.parse(text),
          })
        })
      },
    )
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })

/** A visitor's contact-form submission through the public contract. */
export const postInquiry = (baseURL: string, data: Record<string, unknown>, from = '127.0.0.1') =>
  http(`${baseURL}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
    from,
  })

/** The admin's side: Payload REST at /cms-api with a JWT, as the admin UI uses it. */
export const adminClient = async (baseURL: string) => {
  const login = await fetch(`${baseURL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  if (!token) throw new Error(`Admin login failed (${login.status})`)
  const auth = { Authorization: `JWT ${token}` }
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${baseURL}${path}`, {
      ...init,
      headers: {
        ...auth,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    })
    return { status: res.status, headers: res.headers, text: await res.text() }
  }
  return {
    token,
    call,
    /** Saves SMTP settings the way the admin's Save button does (Payload's global update). */
    saveSmtpSettings: async (data: Record<string, unknown>) => {
      const res = await call('/cms-api/globals/smtp-config', {
        method: 'POST',
        body: JSON.stringify(data),
      })
      if (res.status !== 200)
        throw new Error(`Saving SMTP settings failed: ${res.status} ${res.text}`)
      return JSON.parse(res.text) as { result: Record<string, unknown> }
    },
    inquiry: async (id: number) => {
      const res = await call(`/cms-api/inquiries/${id}?depth=0`)
      return JSON.parse(res.text) as Record<string, any>
    },
    inquiries: async (ids: number[]) => {
      const query = ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')
      const res = await call(`/cms-api/inquiries?${query}&limit=0&depth=0`)
      return (JSON.parse(res.text) as { docs: Record<string, any>[] }).docs
    },
  }
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>

/** Polls `check` until it returns a truthy value (then returns it) or the time is up. */
export const eventually = async <T>(
  check: () => Promise<T>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<Truthy<T>> => {
  const deadline = Date.now() + timeoutMs
  let last: T
  for (;;) {
    last = await check()
    if (last) return last as Truthy<T>
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}
