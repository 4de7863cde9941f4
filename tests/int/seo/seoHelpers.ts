import { expect, vi } from 'vitest'
import * as fileServer from '../fileServer'

/** One page as a crawler without JavaScript gets it: status, headers and the raw HTML. */
export type RawPage = { status: number; headers: Headers; html: string; head: HeadTags }

/** The head of a raw HTML answer, read the way a link-preview bot reads it. */
export type HeadTags = {
  titles: string[]
  /** Every `<meta name|property=… content=…>`, by key, in order (duplicates kept). */
  meta: Map<string, string[]>
  canonicals: string[]
  jsonLd: any[]
  /** The JSON-LD blocks as sent, before parsing. */
  jsonLdRaw: string[]
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)
  return match ? decodeEntities(match[1]!) : undefined
}

export const readHead = (html: string): HeadTags => {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string[]>()
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property')
    const content = attribute(tag, 'content')
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content])
  }
  const jsonLdRaw = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi),
  ].map((m) => m[1]!)
  return {
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decodeEntities(m[1]!)),
    meta,
    canonicals: [...head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/gi)].map((m) =>
      attribute(m[0], 'href')!,
    ),
    jsonLd: jsonLdRaw.map((raw) => JSON.parse(raw)),
    jsonLdRaw,
  }
}

/** The single value of a meta tag; fails when it is missing or sent twice. */
export const metaOf = (head: HeadTags, key: string): string => {
  const values = head.meta.get(key) ?? []
  expect(values, `<meta ${key}>`).toHaveLength(1)
  return values[0]!
}

export const baseURL = (): string => fileServer.baseURL

/** One page as a crawler gets it, from this file's server or the one at `base`. */
export const getPage = async (path: string, base = baseURL()): Promise<RawPage> => {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })
  const html = await res.text()
  return { status: res.status, headers: res.headers, html, head: readHead(html) }
}

/**
 * Retries `check` until it passes: the server reuses its CMS reads for a few seconds, so an edit
 * shows in the HTML and the sitemap shortly after, not instantly.
 */
export const eventually = <T>(check: () => Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 15_000, interval: 250 })

/**
 * The admin side through Payload's own REST API (/cms-api), as the admin UI writes content, on
 * this file's server or the one at `base`.
 */
export const cmsAdmin = async (base = baseURL()) => {
  const { email, password } = fileServer.admin
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `JWT ${token}` }
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/cms-api${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await res.json().catch(() => null)) as any
    expect(res.status, `${method} /cms-api${path}: ${JSON.stringify(json)}`).toBeLessThan(300)
    return json
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
    /** Uploads an image to the media collection; Payload makes its renditions (social 1200×630). */
    upload: async (file: Buffer, name: string, alt: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
      form.append('_payload', JSON.stringify({ alt }))
      const res = await fetch(`${base}/cms-api/media`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      const json = (await res.json()) as any
      expect(res.status, JSON.stringify(json)).toBe(201)
      return json.doc as {
        id: number
        url: string
        sizes: { social: { url: string; width: number; height: number } }
      }
    },
  }
}

/** Absolute URL on the server, as canonical links and og:url write it. */
export const siteUrl = (path: string): string => `${baseURL()}${path}`
