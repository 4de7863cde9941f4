import type { IncomingHttpHeaders } from 'node:http'

/** User agents that are not people (crawlers, previews, headless browsers, HTTP libraries). */
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|embedly|preview|validator|monitor|uptime|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|libwww|httpclient|phantomjs|selenium|puppeteer|playwright/i

/** Whether the browser says this is a prefetch or prerender, not a visit (Chromium, Firefox). */
const isPrefetch = (headers: IncomingHttpHeaders): boolean => {
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`
  return /prefetch|prerender/i.test(purpose)
}

/** The admin's session cookie (Payload's): a signed-in owner is never counted. */
const ADMIN_COOKIE = /(?:^|;\s*)payload-token=/

/** Why an event is not counted (a robot, a prefetch, the signed-in owner), or undefined. */
export const notCountedBecause = (headers: IncomingHttpHeaders): string | undefined => {
  const agent = headers['user-agent'] ?? ''
  if (!agent || NOT_A_PERSON.test(agent)) return 'not a person'
  if (isPrefetch(headers)) return 'prefetch'
  if (ADMIN_COOKIE.test(headers.cookie ?? '')) return 'the owner'
  return undefined
}

/** Whether the visitor asked not to be tracked (Global Privacy Control, Do Not Track). */
export const asksNotToBeTracked = (headers: IncomingHttpHeaders): boolean =>
  headers['sec-gpc'] === '1' || headers.dnt === '1'
