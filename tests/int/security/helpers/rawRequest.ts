import http from 'node:http'
import https from 'node:https'

export type RawResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: any
  ms: number
}

export type RawRequest = {
  method?: string
  /** Sent exactly as given (no URL normalisation: `..`, `%2F` and unicode reach the server). */
  path: string
  headers?: Record<string, string | number>
  body?: string | Buffer
  /** Source address on the loopback (127.0.0.x), to look like another client to per-IP limits. */
  localAddress?: string
  timeoutMs?: number
  /** For an https baseURL: the certificate authority to trust (a test proxy's own). */
  ca?: string
}

/** One HTTP/1.1 request (http or https), byte for byte as asked; never throws on a status. */
export const rawRequest = (baseURL: string, request: RawRequest): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseURL)
    const started = performance.now()
    const headers: Record<string, string | number> = { connection: 'close', ...request.headers }
    if (request.body !== undefined && headers['content-length'] === undefined) {
      headers['content-length'] = Buffer.byteLength(request.body)
    }
    const req = (url.protocol === 'https:' ? https : http).request(
      {
        ca: request.ca,
        host: url.hostname,
        port: url.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers,
        localAddress: request.localAddress,
        // A name such as localhost may resolve to ::1 first, unreachable from an IPv4 source.
        family: request.localAddress && !request.localAddress.includes(':') ? 4 : undefined,
        timeout: request.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: any
          try {
            json = text ? JSON.parse(text) : null
          } catch {
            json = null
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json,
            ms: performance.now() - started,
          })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () =>
      req.destroy(new Error(`timed out: ${request.method ?? 'GET'} ${request.path}`)),
    )
    req.on('error', reject)
    if (request.body !== undefined) req.write(request.body)
    req.end()
  })

/** A JSON request (body serialised, content type set) with an optional Bearer token. */
export const jsonRequest = (
  baseURL: string,
  method: string,
  path: string,
  { token, body, localAddress }: { token?: string; body?: unknown; localAddress?: string } = {},
) =>
  rawRequest(baseURL, {
    method,
    path,
    localAddress,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
