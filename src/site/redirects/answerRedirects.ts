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

/**
 * A target with the request's query string (`?…`) when it has none of its own, before any
 * `#fragment`.
 */
export const withQuery = (target: string, query: string): string => {
  if (!query || target.includes('?')) return target
  const hash = target.indexOf('#')
  return hash < 0 ? target + query : target.slice(0, hash) + query + target.slice(hash)
}

/**
 * The address a target sends to: a project's or post's page in the language of the old address
 * (`/es/…` leads to `/es/projects/5` while Spanish is enabled), or the owner's URL as typed.
 */
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
 * Answers a GET or HEAD of an old address the owner redirects (the `redirects` collection), with
 * its 301 or 302, before the site would answer it with the 404 page. The site's pages are never
 * looked up: no redirect may start from one (src/cms/redirects/redirectRules.ts), so a page costs
 * one match against the table of pages. A post's or project's address by slug is the exception:
 * a renamed record's old address is redirected, unless a public record holds that slug
 * again (its page wins), which is read only for an address in the set. Any other address is
 * first checked against the cached set of old addresses (`cachedRedirectSources`), which costs an unknown address nothing more; an
 * address in it is read again from the database before it is answered, so that a changed or
 * removed redirect, or a project taken off the site, counts from the next request on every
 * instance. While the database is down, or if a read fails, the site answers as without
 * redirects.
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
    // Revalidated like the pages, so a browser follows the owner's next change too.
    res.set('Cache-Control', CACHING.noCache).redirect(found.status, withQuery(address, query))
  }
}
