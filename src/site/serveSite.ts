import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import express, { type RequestHandler, type Router } from 'express'

/** Vite puts content-hashed files here; they can be cached forever. */
const HASHED_ASSETS_PREFIX = '/assets/'

/**
 * Serves the built public site: static files (hashed ones immutable, everything else
 * revalidated) and, for any other GET, `index.html` so client-side routes such as
 * `/projects/3` load the SPA (history fallback).
 */
export const serveSite = (distDir: string): Router => {
  const router = express.Router()
  const indexFile = path.join(distDir, 'index.html')

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/')
        res.setHeader(
          'Cache-Control',
          urlPath.startsWith(HASHED_ASSETS_PREFIX)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        )
      },
    }),
  )

  const sendIndex: RequestHandler = (_req, res) => {
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text')
        .send('The public site has not been built yet: run `npm run build:site`.')
      return
    }
    res.set('Cache-Control', 'no-cache').type('html').send(readFileSync(indexFile, 'utf8'))
  }
  router.get('/{*splat}', sendIndex)
  return router
}
