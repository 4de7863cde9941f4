import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { normaliseRedirectPath, sitePageOf } from '../../cms/redirects/redirectRules'
import { pathInLanguage } from '../../shared/languages/languagePath'
import type { SiteLanguages } from '../../shared/languages/siteLanguages'
import { pageAddress, pageOfModule } from '../../shared/sitePages'
import { languageOfPath } from '../languageOfPath'
import { cachedRedirectSources } from './cachedRedirectSources'
import { findRedirect, isHeldSlug, type RedirectTarget } from './findRedirect'
import { CACHING } from '../../platform/http/cachePolicies'

/** Adds the request's query when the target has none, before any `#fragment`. */
export const withQuery = (target: string, query: string): string => {
  if (!query || target.includes('?')) return target
  const hash = target.indexOf('#')
  return hash < 0 ? target + query : target.slice(0, hash) + query + target.slice(hash)
}

/** A record's page in the old address's language (`/es/…` → `/es/projects/5`). */
const addressOf = (target: RedirectTarget, requestPath: string, site: SiteLanguages): string => {
  if ('url' in target) return target.url
  const language = languageOfPath(requestPath, site)
  const code = 'code' in language ? language.code : site.default
  const page =
    'post' in target
      ? pageAddress(pageOfModule('post'), encodeURIComponent(target.post))
      : pageAddress(pageOfModule('project-detail'), target.project)
  return pathInLanguage(page, code, site.default)
}

/**
 * The owner's redirects, before the 404 page. Pages are never looked up (no redirect may start
 * from one) except slug addresses, whose record wins if it holds the slug again. A cached set of
 * sources keeps unknown addresses cheap; a hit is read again so that a change counts at once on
 * every instance. With the database down the site answers as without redirects.
 */
export const answerRedirects = ({
  payload,
  siteLanguages,
  isDatabaseDown,
}: {
  payload: Payload
  siteLanguages: () => Promise<SiteLanguages>
  isDatabaseDown: () => boolean
}): RequestHandler => {
  const sources = cachedRedirectSources(payload)
  return async (req, res, next) => {
    const page = sitePageOf(req.path)
    if ((page && !page.slugAddress) || isDatabaseDown()) return next()
    const path = normaliseRedirectPath(req.path)
    let found
    try {
      if (!(await sources()).has(path)) return next()
      if (page?.slugAddress && (await isHeldSlug(payload, page.slugAddress))) return next()
      found = await findRedirect(payload, path)
    } catch (error) {
      payload.logger.error({ err: error, msg: `${req.path}: the redirects could not be read` })
      return next()
    }
    if (!found) return next()
    const queryAt = req.originalUrl.indexOf('?')
    const query = queryAt < 0 ? '' : req.originalUrl.slice(queryAt)
    const address = addressOf(found.target, req.path, await siteLanguages())
    // Revalidated, so a browser follows the owner's next change too.
    res.set('Cache-Control', CACHING.noCache).redirect(found.status, withQuery(address, query))
  }
}
