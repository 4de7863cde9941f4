import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { listPublicPosts } from '../../api/posts/postResource'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { ResponseCache } from '../../platform/publicReads/responseCache'
import type { PersonalInfoDto } from '../../shared/apiTypes'
import type { SiteLanguages } from '../../shared/languages/siteLanguages'
import { fillHeadWord, headWordsWith } from '../../shared/seo/headWords'
import { localizedPath, type PageLanguage } from '../../shared/seo/pageLanguage'
import { languageOfPath } from '../languageOfPath'
import { perLanguage } from '../perLanguage'
import { buildAtomFeed, buildJsonFeed, feedEntryId, type FeedContent } from './buildFeeds'
import { CACHING } from '../../platform/http/cachePolicies'
import { unavailable } from '../../platform/publicReads/outage'

export const FEED_ROUTE = /^(?:\/[^/]+)?\/feed\.(xml|json)$/

const FEED_POSTS = 20

/** Besides the owner's name and words. */
const FEED_TAGS = ['posts', 'projects', 'media'] as const

const TYPES = {
  xml: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
} as const

export const feedPaths = (code: string, defaultCode: string) => ({
  atom: code === defaultCode ? '/feed.xml' : `/${code}/feed.xml`,
  json: code === defaultCode ? '/feed.json' : `/${code}/feed.json`,
})

/** The writing page's title and description. */
export const feedTexts = (
  info: PersonalInfoDto,
  ownerWords: Readonly<Record<string, string>>,
  code: string,
  defaultCode: string,
) => {
  const words = headWordsWith(ownerWords, code, defaultCode)
  return {
    title: `${words.writingTitle} | ${info.name}`,
    description: fillHeadWord(words.writingDescription, info),
  }
}

/** Read through the contract's own list, so a feed says what `GET /api/posts` says. */
export const serveFeeds = ({
  payload,
  origin,
  siteLanguages,
  published,
  cache,
  ttlMs,
}: {
  payload: Payload
  origin: string
  siteLanguages: () => Promise<SiteLanguages>
  published: (language: ReadLanguage) => Promise<{
    info: PersonalInfoDto
    ownerWords: Readonly<Record<string, string>>
  }>
  cache: ResponseCache
  ttlMs: number
}): RequestHandler => {
  cache.serve(FEED_TAGS)
  const latestPosts = perLanguage((language) =>
    cache.cachedRead(
      FEED_TAGS,
      ttlMs,
      async () =>
        (
          await listPublicPosts(
            payload,
            { page: 1, limit: FEED_POSTS, sortBy: 'publishedAt', sortOrder: 'desc' },
            language,
          )
        ).data,
    ),
  )
  return async (req, res, next) => {
    const format = FEED_ROUTE.exec(req.path)?.[1] as 'xml' | 'json' | undefined
    if (!format) return next()
    const site = await siteLanguages()
    const requested = languageOfPath(req.path, site)
    if ('redirectTo' in requested) {
      res.set('Cache-Control', CACHING.noCache).redirect(301, requested.redirectTo)
      return
    }
    // A prefix that is no enabled language leaves the whole path, which is no feed.
    if (requested.pagePath !== `/feed.${format}`) return next()
    const { code } = requested
    const language: ReadLanguage = { locale: code, fallback: site.default }
    const pageLanguage: PageLanguage = {
      code,
      defaultCode: site.default,
      enabled: site.enabled,
    }
    let read
    try {
      read = await Promise.all([published(language), latestPosts(language)])
    } catch (error) {
      payload.logger.error({ err: error, msg: `${req.path}: the feed could not be read` })
      unavailable(res).type('text').send('Feed temporarily unavailable.')
      return
    }
    const [{ info, ownerWords }, posts] = read
    const paths = feedPaths(code, site.default)
    const feed: FeedContent = {
      ...feedTexts(info, ownerWords, code, site.default),
      language: code,
      author: info.name,
      homeUrl: `${origin}${localizedPath('/writing', pageLanguage)}`,
      atomUrl: `${origin}${paths.atom}`,
      jsonUrl: `${origin}${paths.json}`,
      postUrl: (slug) =>
        `${origin}${localizedPath(`/writing/${encodeURIComponent(slug)}`, pageLanguage)}`,
      entryId: (post) => feedEntryId(post, new URL(origin).hostname, code),
      origin,
      posts,
    }
    res
      .set('Cache-Control', CACHING.noCache)
      .type(TYPES[format])
      .send(format === 'xml' ? buildAtomFeed(feed) : buildJsonFeed(feed))
  }
}
