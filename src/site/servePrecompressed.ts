import { existsSync } from 'node:fs'
import path from 'node:path'

import type { RequestHandler } from 'express'

import { negotiateCoding } from '../platform/http/negotiateCoding'

/** Written by frontend/build/precompress.ts. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const

/** `Content-Encoding` set, so the compression middleware leaves the `.br` / `.gz` twin alone. */
export const servePrecompressed = (
  dir: string,
  { cacheControl }: { cacheControl: string },
): RequestHandler => {
  const root = path.resolve(dir)
  const twins = new Map<string, boolean>()
  const hasTwin = (file: string): boolean => {
    let found = twins.get(file)
    if (found === undefined) {
      found = existsSync(file)
      // Remember only hits: a build may still be writing the twins of a new name.
      if (found) twins.set(file, true)
    }
    return found
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let file: string
    try {
      file = path.join(root, decodeURIComponent(req.path))
    } catch {
      return next()
    }
    if (!file.startsWith(root + path.sep)) return next()
    res.vary('Accept-Encoding')
    const coding = negotiateCoding(req.headers['accept-encoding'])
    if (coding === 'identity' || !hasTwin(file + SUFFIX[coding])) return next()
    res.setHeader('Content-Encoding', coding)
    res.setHeader('Cache-Control', cacheControl)
    res.type(path.extname(file))
    res.sendFile(file + SUFFIX[coding], { dotfiles: 'deny' }, (error) => {
      if (!error) return
      // Nothing sent yet (the twin vanished): let the plain file answer instead.
      if (!res.headersSent) {
        res.removeHeader('Content-Encoding')
        res.removeHeader('Content-Type')
        next()
      }
    })
  }
}
