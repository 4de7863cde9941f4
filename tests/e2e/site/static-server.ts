import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

export type StaticServer = {
  url: string
  /** Every path requested, in order (to prove the local build never calls the API). */
  requests: string[]
  close: () => Promise<void>
}

/**
 * Serves a built folder the way a static host would: files as they are, and index.html for any
 * other path (SPA fallback). Nothing under /api exists here.
 */
export const startStaticServer = async (root: string): Promise<StaticServer> => {
  const requests: string[] = []
  const indexHtml = path.join(root, 'index.html')
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    requests.push(pathname)
    const file = path.join(root, path.normalize(pathname).replace(/^([/\\])+/, ''))
    const inside = file.startsWith(root + path.sep)
    if (inside && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' })
      res.end(readFileSync(file))
      return
    }
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      res.end('{"error":{"status":404,"code":"not_found","message":"No API on a static host"}}')
      return
    }
    res.writeHead(200, { 'Content-Type': MIME['.html'] })
    res.end(readFileSync(indexHtml))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
