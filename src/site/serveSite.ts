import path from 'node:path'

import express, { type RequestHandler, type Router } from 'express'
import type { Payload } from 'payload'

import { buildRobotsTxt } from './buildRobotsTxt'
import { buildSitemap } from './buildSitemap'
import { cacheFor } from './cacheFor'
import { indexTemplateLoader, renderIndex } from './indexTemplate'
import { loadSeoData, type SeoData } from './loadSeoData'
import {
  EMBEDDED_CONTENT_TAGS,
  embeddedContentTag,
  loadEmbeddedContent,
} from './loadEmbeddedContent'
import { renderHeadTags } from './renderHeadTags'
import { resolvePage } from './resolvePage'
import { resumeRoutes } from './resumeRoutes'
import { publicResponseCache } from '../platform/cache/responseCache'
import { siteUrl } from '../platform/config/env'
import { EMBEDDED_CONTENT_ELEMENT_ID, type EmbeddedContent } from '../shared/embeddedContent'
import { defaultPersonalInfo } from '../shared/sampleData/defaultPersonalInfo'
import { toHeadMeta } from '../shared/seo/headMeta'
import { routePreloadTags, viteManifestLoader, withTagsBeforeHeadEnd } from './routePreloads'
import { servePrecompressed } from './servePrecompressed'
import { pagePreviewOf } from '../platform/preview/pagePreview'
import { previewStatusTags } from './previewStatusTags'
import { SOCIAL_CARD_ROUTE, serveSocialCards } from './socialCards/serveSocialCards'
import { type AppIdentity, appIdentityOf } from './appIdentity/appIdentityOf'
import { appIdentityHeadTags } from './appIdentity/appIdentityHeadTags'
import { cachedAppIdentity } from './appIdentity/cachedAppIdentity'
import { serveAppIdentity } from './appIdentity/serveAppIdentity'

/** Vite puts content-hashed files here; they can be cached forever. */
const HASHED_ASSETS_PREFIX = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * How long the CMS reads behind head tags and the sitemap are reused at most; a write in this
 * process drops them at once, this bounds what another process's write leaves unseen.
 */
const SEO_DATA_TTL_MS = 3_000

/** What those reads are made of (see `loadSeoData`). */
const SEO_DATA_TAGS = ['personal-info', 'projects', 'skills', 'media'] as const

/**
 * Serves the built public site: robots.txt, sitemap.xml, resume.pdf and resume.json from the CMS, static files (hashed
 * ones immutable, everything else revalidated) and, for any other GET, `index.html` with the
 * page's title, meta, canonical, Open Graph, Twitter and JSON-LD tags already filled in from the
 * CMS — 200 for the public routes, 404 for anything else (the SPA then shows its 404 page) —
 * and preloads of the page's own chunks and first API reads (src/site/routePreloads.ts); and the
 * pages' generated sharing cards at `/og/{page}.png` (src/site/socialCards); the web app manifest,
 * the icons and `/profile.png` from the owner's profile (src/site/appIdentity).
 */
export const serveSite = (distDir: string, { payload }: { payload: Payload }): Router => {
  const router = express.Router()
  const origin = siteUrl()
  const template = indexTemplateLoader(path.join(distDir, 'index.html'))
  const manifest = viteManifestLoader(distDir)
  // Publishing, unpublishing or editing what the tags are made of shows on the next page:
  // the public-read cache's invalidation (after commit) drops this read too.
  const cache = publicResponseCache()
  cache.serve(SEO_DATA_TAGS)
  const seoData = cacheFor(SEO_DATA_TTL_MS, () => loadSeoData(payload), {
    mark: () => cache.begin(SEO_DATA_TAGS),
    isCurrent: (ticket) => cache.isCurrent(ticket),
  })
  const appIdentity = cachedAppIdentity(payload, { ttlMs: SEO_DATA_TTL_MS })
  // The owner's profile, first project and site texts every page embeds for the SPA's
  // fallbacks and fixed texts (ADR 0019), dropped by the same invalidation.
  cache.serve(EMBEDDED_CONTENT_TAGS)
  const embeddedContent = cacheFor(SEO_DATA_TTL_MS, () => loadEmbeddedContent(payload), {
    mark: () => cache.begin(EMBEDDED_CONTENT_TAGS),
    isCurrent: (ticket) => cache.isCurrent(ticket),
  })

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/plain').send(buildRobotsTxt(origin))
  })

  // The résumé PDF (an attachment) and the JSON Resume, from published content.
  router.use(resumeRoutes({ payload, origin }))

  router.get('/sitemap.xml', async (_req, res) => {
    let data: SeoData
    try {
      data = await seoData()
    } catch (error) {
      payload.logger.error({ err: error, msg: 'sitemap.xml: the CMS could not be read' })
      res
        .status(503)
        .set('Retry-After', '30')
        .type('text/plain')
        .send('Sitemap temporarily unavailable.')
      return
    }
    res.set('Cache-Control', 'no-cache').type('application/xml').send(buildSitemap(data, origin))
  })

  // The generated sharing cards, drawn from the same published reads as the head tags that
  // link them, so a card's version in the HTML and the card served always agree.
  router.get(SOCIAL_CARD_ROUTE, serveSocialCards(seoData, { logger: payload.logger }))

  // The installed app's manifest and icons, and the avatar at /profile.png, from the CMS.
  router.use(serveAppIdentity(appIdentity, { logger: payload.logger }))

  const sendPage: RequestHandler = async (req, res) => {
    const page = template()
    if (!page) {
      res
        .status(503)
        .type('text')
        .send('The public site has not been built yet: run `npm run build:site`.')
      return
    }
    let data: Pick<SeoData, 'info' | 'projects'>
    let identity: AppIdentity
    let content: EmbeddedContent | null = null
    let outage = false
    try {
      ;[data, identity, content] = await Promise.all([seoData(), appIdentity(), embeddedContent()])
    } catch (error) {
      // Still send the SPA (it has its own fallbacks), but tell crawlers to come back later.
      payload.logger.error({
        err: error,
        msg: `${req.path}: the CMS could not be read for the page's tags`,
      })
      data = { info: defaultPersonalInfo, projects: [] }
      identity = appIdentityOf(defaultPersonalInfo, {}, { logo: null, avatar: null })
      outage = true
    }
    const { status, texts } = resolvePage(req.path, { ...data, origin })
    const head = toHeadMeta(texts, { info: data.info, origin, pathname: req.path })
    const preview = pagePreviewOf(req)
    if (outage) res.set('Retry-After', '30')
    // A preview (granted or refused) is nobody's page to keep or index. Its status is the SPA's
    // to show: a draft never published is no 404 to its owner.
    if (preview.kind !== 'none') res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    else res.set('Cache-Control', 'no-cache')
    res
      .status(outage ? 503 : preview.kind === 'granted' ? 200 : status)
      .type('html')
      .send(
        withTagsBeforeHeadEnd(
          renderIndex(page, [...renderHeadTags(head), ...appIdentityHeadTags(identity)]),
          [
            ...routePreloadTags(manifest(), req.path, undefined, {
              reads: preview.kind === 'none',
            }),
            ...previewStatusTags(preview),
            // In an outage the SPA falls back to the copy it remembers, else its samples.
            ...(content ? [embeddedContentTag(content, EMBEDDED_CONTENT_ELEMENT_ID)] : []),
          ],
        ),
      )
  }

  // The raw template is never served as a page of its own.
  router.get('/index.html', sendPage)
  // Hashed assets go out as the brotli/gzip twins written at build time when the browser takes them.
  router.use(
    HASHED_ASSETS_PREFIX,
    servePrecompressed(path.join(distDir, HASHED_ASSETS_PREFIX), { cacheControl: IMMUTABLE }),
  )
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/')
        res.setHeader(
          'Cache-Control',
          urlPath.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : 'no-cache',
        )
      },
    }),
  )
  router.get('/{*splat}', sendPage)
  return router
}
