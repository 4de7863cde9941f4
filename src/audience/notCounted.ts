import type { Request } from 'express'

/**
 * User agents that are not people: search and social crawlers, link previews, headless and
 * automated browsers, audits, HTTP libraries. Matched case-insensitively anywhere in the string.
 */
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|embedly|preview|validator|monitor|uptime|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|libwww|httpclient|phantomjs|selenium|puppeteer|playwright/i

/** Whether the browser says this is a prefetch or prerender, not a visit (Chromium, Firefox). */
const isPrefetch = (req: Request): boolean => {
  const purpose = `${req.headers['sec-purpose'] ?? ''} ${req.headers.purpose ?? ''} ${req.headers['x-moz'] ?? ''}`
  return /prefetch|prerender/i.test(purpose)
}

/** The admin's session cookie (Payload's): a signed-in owner is never counted. */
const ADMIN_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * Why an event is not counted, or undefined when it is: a crawler or headless browser, a
 * prefetch, or the signed-in owner (whose admin session cookie the site's requests carry).
 */
export const notCountedBecause = (req: Request): string | undefined => {
  const agent = req.headers['user-agent'] ?? ''
  if (!agent || NOT_A_PERSON.test(agent)) return 'not a person'
  if (isPrefetch(req)) return 'prefetch'
  if (ADMIN_COOKIE.test(req.headers.cookie ?? '')) return 'the owner'
  return undefined
}

/** Whether the visitor asked not to be tracked (Global Privacy Control, Do Not Track). */
export const asksNotToBeTracked = (req: Request): boolean =>
  req.headers['sec-gpc'] === '1' || req.headers.dnt === '1'
