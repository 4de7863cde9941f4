import { createHash } from 'node:crypto'

import express, { type Response, type Router } from 'express'
import type { Payload } from 'payload'

import { APP_ICON_ROUTE, isAppIconName } from './appIcons'
import type { AppIdentity } from './appIdentityOf'
import { WEB_MANIFEST_PATH } from './appIdentityHeadTags'
import { buildWebManifest } from './buildWebManifest'
import { renderAppIcon, renderProfilePng } from './renderAppIcon'
import { renderedOnce } from '../renderedOnce'
import { CACHING } from '../../platform/http/cachePolicies'
import { unavailable } from '../../platform/publicReads/outage'

/** Two icon sets (the current one and the one before) and two avatars. */
const MAX_RENDERED = 12

/**
 * The installed app's identity from the CMS:
 * - `/manifest.webmanifest`: the owner's names, colours and icons, revalidated by its ETag;
 * - `/app-icons/{name}.png`: an icon derived from the owner's logo (else avatar), immutable at the
 *   address that names its content version, revalidated at any other; 404 without an image;
 * - `/profile.png`: the uploaded avatar as a PNG, revalidated by its ETag, so the site's avatar
 *   chain (/profile.png → .jpg → .svg) ends at its first try; without one, the next handler
 *   answers (a file the operator deployed, else the 404 page).
 * `identity` is the cached read of published content (src/site/appIdentity/cachedAppIdentity.ts).
 */
export const serveAppIdentity = (
  identity: () => Promise<AppIdentity>,
  { logger }: { logger: Payload['logger'] },
): Router => {
  const router = express.Router()
  const rendered = renderedOnce<Buffer>({ maxEntries: MAX_RENDERED })

  const failed = (res: Response, path: string, error: unknown) => {
    logger.error({ err: error, msg: `${path}: the app's identity could not be made` })
    res.removeHeader('ETag')
    unavailable(res).type('text').send('Temporarily unavailable.')
  }

  router.get(WEB_MANIFEST_PATH, async (req, res) => {
    let body: string
    try {
      body = JSON.stringify(buildWebManifest(await identity()), null, 2)
    } catch (error) {
      failed(res, req.path, error)
      return
    }
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`
    res.set({ ETag: etag, 'Cache-Control': CACHING.noCache })
    if (req.fresh) {
      res.status(304).end()
      return
    }
    res.type('application/manifest+json').send(body)
  })

  router.get(APP_ICON_ROUTE, async (req, res) => {
    const name = APP_ICON_ROUTE.exec(req.path)![1]!
    try {
      const { icons, backgroundColor } = await identity()
      if (!icons || !isAppIconName(name)) {
        res.status(404).set('Cache-Control', CACHING.noCache).type('text').send('No such icon.')
        return
      }
      res.set({
        ETag: `"${icons.version}"`,
        'Cache-Control': req.query.v === icons.version ? CACHING.immutable : CACHING.noCache,
      })
      if (req.fresh) {
        res.status(304).end()
        return
      }
      const png = await rendered.get(`${icons.version}/${name}`, () =>
        renderAppIcon(name, icons.source, backgroundColor),
      )
      res.type('png').send(png)
    } catch (error) {
      failed(res, req.path, error)
    }
  })

  router.get('/profile.png', async (req, res, next) => {
    try {
      const { avatar } = await identity()
      if (!avatar) {
        next()
        return
      }
      // Revalidated on every use: the address stays, the picture follows the owner's avatar.
      res.set({ ETag: `"${avatar.version}"`, 'Cache-Control': CACHING.noCache })
      if (req.fresh) {
        res.status(304).end()
        return
      }
      const png = await rendered.get(`profile/${avatar.version}`, () =>
        renderProfilePng(avatar.bytes),
      )
      res.type('png').send(png)
    } catch (error) {
      failed(res, req.path, error)
    }
  })

  return router
}
