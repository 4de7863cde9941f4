import path from 'node:path'

import express, { type Request, type RequestHandler, type Response, type Router } from 'express'
import type { Payload } from 'payload'

import { buildRobotsTxt } from './buildRobotsTxt'
import { buildSitemap } from './buildSitemap'
import { indexTemplateLoader, renderIndex, withDocumentLanguage } from './indexTemplate'
import { loadSeoData, type SeoData } from './loadSeoData'
import {
  EMBEDDED_CONTENT_TAGS,
  embeddedContentTag,
  loadEmbeddedContent,
} from './loadEmbeddedContent'
import { renderHeadTags } from './renderHeadTags'
import { resolvePage } from './resolvePage'
import { resumeRoutes } from './resumeRoutes'
import { publicResponseCache } from '../platform/publicReads/responseCache'
import { type LastGoodCopies, sendLastGoodCopy } from '../platform/publicReads/lastGoodCopies'
import { sendShellCopy, SHELL_PATH } from '../platform/publicReads/outage'
import { siteUrl } from '../platform/config/env'
import { EMBEDDED_CONTENT_ELEMENT_ID, type EmbeddedContent } from '../shared/embeddedContent'
import { defaultPersonalInfo } from '../shared/sampleData/defaultPersonalInfo'
import { toHeadMeta } from '../shared/seo/headMeta'
import { headWordsWith } from '../shared/seo/headWords'
import { routePreloadTags, viteManifestLoader, withTagsBeforeHeadEnd } from './routePreloads'
import { staticSiteFiles } from './staticSiteFiles'
import { pagePreviewOf } from '../platform/preview/pagePreview'
import { previewStatusTags } from './previewStatusTags'
import { SOCIAL_CARD_ROUTE, serveSocialCards } from './socialCards/serveSocialCards'
import { type AppIdentity, appIdentityOf } from './appIdentity/appIdentityOf'
import { appIdentityHeadTags } from './appIdentity/appIdentityHeadTags'
import { cachedAppIdentity } from './appIdentity/cachedAppIdentity'
import { serveAppIdentity } from './appIdentity/serveAppIdentity'
import { cachedSiteLanguages } from '../api/languages/readLanguage'
import type { ReadLanguage } from '../cms/languages/textsInLanguage'
import type { SiteLanguages } from '../shared/languages/siteLanguages'
import type { PageLanguage } from '../shared/seo/pageLanguage'
import { languageOfPath } from './languageOfPath'
import { leadPicturePreloadTags } from './leadPicturePreload'
import { perLanguage } from './perLanguage'
import { answerRedirects } from './redirects/answerRedirects'
import { feedLinkTags } from './feeds/feedLinkTags'
import { FEED_ROUTE, feedTexts, serveFeeds } from './feeds/serveFeeds'
import { CACHING } from '../platform/http/cachePolicies'
import { allowInlineStyle } from '../platform/http/inlineSource'
import { cardColorsOf, DEFAULT_LOOK, type Look } from '../shared/look/look'
import { lookStyleOf, withLookAttributes } from './look/lookInPage'
import { readLook } from './look/readLook'
import { lookFontTagsLoader } from './look/lookFontTags'

const HTML = 'text/html; charset=utf-8'
const XML = 'application/xml; charset=utf-8'

/** A write here drops the reads at once; this bounds how long another process's write is unseen. */
const SEO_DATA_TTL_MS = 3_000

const SEO_DATA_TAGS = [
  'personal-info',
  'projects',
  'skills',
  'media',
  'site-texts',
  'posts',
] as const

const LOOK_TAGS = ['look'] as const

/**
 * Serves the built site: CMS-made files, static files and, for any other GET, `index.html` with
 * the page's head tags and preloads filled in (404 for unknown routes). Every page is also served
 * below each other enabled language's code; the default's own prefix redirects to the plain path.
 */
export const serveSite = (
  distDir: string,
  {
    payload,
    copies,
    isDatabaseDown = () => false,
    siteLanguages = cachedSiteLanguages(payload),
  }: {
    payload: Payload
    siteLanguages?: () => Promise<SiteLanguages>
    /** Answered from when the CMS cannot be read. */
    copies?: LastGoodCopies
    isDatabaseDown?: () => boolean
  },
): Router => {
  const router = express.Router()
  const origin = siteUrl()
  const template = indexTemplateLoader(path.join(distDir, 'index.html'))
  const manifest = viteManifestLoader(distDir)
  const fontTags = lookFontTagsLoader(distDir)
  // The public-read cache's invalidation (after commit) drops these reads too.
  const cache = publicResponseCache()
  cache.serve(SEO_DATA_TAGS)
  const seoData = perLanguage((language) =>
    cache.cachedRead(SEO_DATA_TAGS, SEO_DATA_TTL_MS, () => loadSeoData(payload, language)),
  )
  const appIdentity = cachedAppIdentity(payload, { ttlMs: SEO_DATA_TTL_MS })
  // What every page embeds for the SPA's fallbacks (ADR 0019).
  cache.serve(EMBEDDED_CONTENT_TAGS)
  const embeddedContent = perLanguage((language) =>
    cache.cachedRead(EMBEDDED_CONTENT_TAGS, SEO_DATA_TTL_MS, () =>
      loadEmbeddedContent(payload, language),
    ),
  )
  // The owner's look, on every page at once when published (a draft in a preview).
  const publishedLook = cache.cachedRead(LOOK_TAGS, SEO_DATA_TTL_MS, () => readLook(payload))
  const defaultRead = (site: SiteLanguages): ReadLanguage => ({
    locale: site.default,
    fallback: site.default,
  })

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHING.noCache).type('text/plain').send(buildRobotsTxt(origin))
  })

  router.use(resumeRoutes({ payload, origin, siteLanguages }))

  const sentCopy = (req: Request, res: Response): boolean => {
    const copy = copies?.get(req.path)
    if (copy) sendLastGoodCopy(res, req.method, copy)
    return copy !== undefined
  }
  /** Null when the CMS failed or is known to be down (then not tried). */
  const read = async <T>(req: Request, load: () => Promise<T>): Promise<T | null> => {
    if (isDatabaseDown()) return null
    try {
      return await load()
    } catch (error) {
      payload.logger.error({ err: error, msg: `${req.path}: the CMS could not be read` })
      return null
    }
  }

  router.get('/sitemap.xml', async (req, res) => {
    const site = await siteLanguages()
    // Which projects are public is one fact in every language: the default's read lists them.
    const data = await read(req, () => seoData(defaultRead(site)))
    if (!data) {
      if (sentCopy(req, res)) return
      res
        .status(503)
        .set('Retry-After', '30')
        .type('text/plain')
        .send('Sitemap temporarily unavailable.')
      return
    }
    const xml = buildSitemap(data, origin, site)
    copies?.keep(req.path, XML, Buffer.from(xml))
    res.set('Cache-Control', CACHING.noCache).type(XML).send(xml)
  })

  // From the same reads as the head tags that link them, so the card's version always agrees.
  router.get(
    SOCIAL_CARD_ROUTE,
    serveSocialCards(seoData, { logger: payload.logger, siteLanguages, look: publishedLook }),
  )

  router.use(serveAppIdentity(appIdentity, { logger: payload.logger }))

  router.get(
    FEED_ROUTE,
    serveFeeds({
      payload,
      origin,
      siteLanguages,
      published: seoData,
      cache,
      ttlMs: SEO_DATA_TTL_MS,
    }),
  )

  const sendPage: RequestHandler = async (req, res) => {
    const page = template()
    if (!page) {
      res
        .status(503)
        .type('text')
        .send('The public site has not been built yet: run `npm run build:site`.')
      return
    }
    const site = await siteLanguages()
    const requested = languageOfPath(req.path, site)
    if ('redirectTo' in requested) {
      const query = req.originalUrl.indexOf('?')
      res
        .set('Cache-Control', CACHING.noCache)
        .redirect(301, requested.redirectTo + (query < 0 ? '' : req.originalUrl.slice(query)))
      return
    }
    const { code, dir, pagePath } = requested
    const language: ReadLanguage = { locale: code, fallback: site.default }
    const pageLanguage: PageLanguage | undefined =
      site.enabled.length > 1
        ? { code, defaultCode: site.default, enabled: site.enabled }
        : undefined
    const preview = pagePreviewOf(req)
    const loaded = await read(req, () =>
      Promise.all([
        seoData(language),
        appIdentity(),
        embeddedContent(language),
        preview.kind === 'granted' ? readLook(payload, { draft: true }) : publishedLook(),
      ]),
    )
    // Else (503) the home page's copy as the SPA's shell; a preview only ever comes from the CMS.
    if (!loaded && preview.kind === 'none') {
      if (sentCopy(req, res)) return
      const shell = copies?.get(SHELL_PATH)
      if (shell) return sendShellCopy(res, req.method, shell)
    }
    const outage = !loaded
    // Else still send the SPA (it has its own fallbacks), with a 503 for crawlers.
    const [data, identity, content, look]: [
      Pick<SeoData, 'info' | 'projects' | 'posts' | 'ownerWords'>,
      AppIdentity,
      EmbeddedContent | null,
      Look,
    ] = loaded ?? [
      { info: defaultPersonalInfo, projects: [], posts: [], ownerWords: {} },
      appIdentityOf(defaultPersonalInfo, {}, { logo: null, avatar: null }),
      null,
      DEFAULT_LOOK,
    ]
    const lookStyle = lookStyleOf(look)
    const { status, texts } = resolvePage(pagePath, {
      ...data,
      origin,
      language: pageLanguage,
      words: headWordsWith(data.ownerWords, code, site.default),
      inLanguage: code,
      cardColors: cardColorsOf(look),
    })
    const head = toHeadMeta(texts, {
      info: data.info,
      origin,
      pathname: req.path,
      language: pageLanguage,
    })
    if (outage) res.set('Retry-After', '30')
    // A preview is nobody's page to keep or index; a never-published draft is no 404 to its owner.
    if (preview.kind !== 'none')
      res.set({ 'Cache-Control': CACHING.noStore, 'X-Robots-Tag': 'noindex' })
    else res.set('Cache-Control', CACHING.noCache)
    // A page kept out of search results says so in its headers too (a protected project's).
    if (texts.noIndex) res.set('X-Robots-Tag', 'noindex')
    const html = withTagsBeforeHeadEnd(
      withLookAttributes(
        withDocumentLanguage(
          renderIndex(page, [
            ...renderHeadTags(head),
            ...feedLinkTags({
              origin,
              code,
              defaultCode: site.default,
              title: feedTexts(data.info, data.ownerWords, code, site.default).title,
            }),
            ...appIdentityHeadTags(identity),
          ]),
          { lang: code, dir },
        ),
        look,
      ),
      [
        // The chosen pairing's @font-face rules and the files the first paint draws.
        ...fontTags(look.pairing, { preview: preview.kind === 'granted' }),
        ...routePreloadTags(manifest(), pagePath, undefined, {
          reads: preview.kind === 'none',
          locale: code === site.default ? undefined : code,
          wordsLanguage: code,
          // As the SPA decides: a preview of a first post has the writing list.
          hasPosts: data.posts.length > 0 || preview.kind === 'granted',
        }),
        // Not in a preview (drafts) nor with a query (a filter shows another first card).
        ...(content && preview.kind === 'none' && !req.originalUrl.includes('?')
          ? leadPicturePreloadTags(pagePath, content.firstProject)
          : []),
        ...previewStatusTags(preview),
        ...(content ? [embeddedContentTag(content, EMBEDDED_CONTENT_ELEMENT_ID)] : []),
        // Last in the head, after the built stylesheet, so its properties win.
        ...(lookStyle ? [lookStyle.tag] : []),
      ],
    )
    // The one inline style this page carries, allowed by its hash (never 'unsafe-inline').
    if (lookStyle) allowInlineStyle(res, lookStyle.css)
    if (!outage && preview.kind === 'none' && status === 200) {
      copies?.keep(req.path, HTML, Buffer.from(html))
    }
    res
      .status(outage ? 503 : preview.kind === 'granted' ? 200 : status)
      .type(HTML)
      .send(html)
  }

  // The raw template is never served as a page of its own.
  router.get('/index.html', sendPage)
  router.use(staticSiteFiles(distDir))
  // Owner redirects before the 404 page (ADR 0036).
  router.get('/{*splat}', answerRedirects({ payload, siteLanguages, isDatabaseDown }), sendPage)
  return router
}
