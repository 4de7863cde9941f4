import path from 'node:path'

import express, { type Router } from 'express'

import { servePrecompressed } from './servePrecompressed'
import { CACHING } from '../platform/http/cachePolicies'

/** Content-hashed: cached forever. */
const HASHED_ASSETS_PREFIX = '/assets/'

/** Never `index.html` itself: a page is always made by serveSite (or is its last good copy). */
export const staticSiteFiles = (distDir: string): Router => {
  const router = express.Router()
  router.use((req, _res, next) => next(req.path === '/index.html' ? 'router' : undefined))
  router.use(
    HASHED_ASSETS_PREFIX,
    servePrecompressed(path.join(distDir, HASHED_ASSETS_PREFIX), {
      cacheControl: CACHING.immutable,
    }),
  )
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/')
        res.setHeader(
          'Cache-Control',
          urlPath.startsWith(HASHED_ASSETS_PREFIX) ? CACHING.immutable : CACHING.noCache,
        )
      },
    }),
  )
  return router
}
