import type { RequestHandler } from 'express'

import { isCredentialed } from '../../platform/cache/publicReadCache'
import {
  copyKeyOf,
  type LastGoodCopies,
  searchOf,
  sendLastGoodCopy,
} from '../../platform/cache/lastGoodCopies'
import { pagePreviewOf } from '../../platform/preview/pagePreview'

/**
 * While the database is known to be down, answers every public page and anonymous public read
 * this server (or, from disk, an earlier run) answered before with its last good copy, before
 * anything tries the database. Everything else goes on: static files need no database, and what
 * has no copy — a read never answered, an admin's call, a preview, any write — gets the chain's
 * 503. (A read the database fails under before the outage is noticed is answered from its copy
 * where it fails: publicReadCache and serveSite.)
 */
export const lastGoodCopiesWhileDown =
  (
    copies: LastGoodCopies,
    { isDown, cookieName }: { isDown: () => boolean; cookieName: string },
  ): RequestHandler =>
  (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isDown()) return next()
    const copy = copies.get(copyKeyOf(req.path, searchOf(req.url)))
    if (!copy) return next()
    const someones = req.path.startsWith('/api/')
      ? isCredentialed(req, cookieName)
      : pagePreviewOf(req).kind !== 'none'
    if (someones) return next()
    sendLastGoodCopy(res, req.method, copy)
  }
