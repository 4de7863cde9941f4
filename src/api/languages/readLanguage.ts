import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import { FIRST_LANGUAGE_READ, type ReadLanguage } from '../../cms/languages/textsInLanguage'
import { readSiteLanguages } from '../../cms/languages/readSiteLanguages'
import { publicResponseCache } from '../../platform/publicReads/responseCache'
import { type PublicRead, tagsForPublicRead } from '../../platform/publicReads/readCache'
import { FIRST_SITE_LANGUAGES, type SiteLanguages } from '../../shared/languages/siteLanguages'
import { ApiError } from '../errors/apiError'

const TAGS = ['site-languages'] as const

/** How long a read of the languages holds when no write drops it first (ms). */
const TTL_MS = 60_000

/**
 * The site's languages for every request that asks for one: read once, then again at once after
 * the owner changes them on any instance (the public-read cache's invalidation drops this read
 * with the answers), or after a minute. While the database cannot answer, the last languages
 * read stand (English only before the first).
 */
export const cachedSiteLanguages = (payload: Payload): (() => Promise<SiteLanguages>) => {
  let lastRead = FIRST_SITE_LANGUAGES
  const read = publicResponseCache().cachedRead(TAGS, TTL_MS, async () => {
    lastRead = await readSiteLanguages(payload)
    return lastRead
  })
  return () => read().catch(() => lastRead)
}

/** The language a public read answers in, as `readLanguage` settled it (English otherwise). */
export const readLanguageOf = (res: Response): ReadLanguage =>
  (res.locals.language as ReadLanguage | undefined) ?? FIRST_LANGUAGE_READ

/** The one `locale` of a query string, or undefined; a repeated one is an error. */
const localeParam = (req: Request): string | undefined => {
  const value = req.query.locale
  if (value === undefined) return undefined
  if (typeof value !== 'string')
    throw new ApiError(400, 'validation_error', 'The query string is invalid.', {
      locale: 'Give one language code.',
    })
  return value
}

/**
 * Ahead of the public-read cache: the language of each public read, from `?locale=` (one of the
 * site's enabled languages; unknown or disabled is a 400 naming `locale`) or the site's default
 * one, told in `Content-Language` (also on cached answers, which this precedes) and handed to
 * the route (`readLanguageOf`). Untranslated texts fall back to the default language.
 */
export const readLanguage = (
  reads: readonly PublicRead[],
  siteLanguages: () => Promise<SiteLanguages>,
): RequestHandler => {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !tagsForPublicRead(reads, req.path))
      return next()
    let requested: string | undefined
    try {
      requested = localeParam(req)
    } catch (error) {
      return next(error)
    }
    siteLanguages().then((site) => {
      const locale = requested ?? site.default
      if (!(site.enabled as string[]).includes(locale)) {
        return next(
          new ApiError(400, 'validation_error', 'The query string is invalid.', {
            locale: `"${locale}" is not a language of this site; it has ${site.enabled.join(', ')}.`,
          }),
        )
      }
      res.locals.language = { locale, fallback: site.default } satisfies ReadLanguage
      res.setHeader('Content-Language', locale)
      next()
    }, next)
  }
}
