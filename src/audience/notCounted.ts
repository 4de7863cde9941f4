import type { IncomingHttpHeaders } from 'node:http'

const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|embedly|preview|validator|monitor|uptime|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|libwww|httpclient|phantomjs|selenium|puppeteer|playwright/i

const isPrefetch = (headers: IncomingHttpHeaders): boolean => {
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`
  return /prefetch|prerender/i.test(purpose)
}

/** The admin's session cookie (Payload's): a signed-in owner is never counted. */
const ADMIN_COOKIE = /(?:^|;\s*)payload-token=/

export const notCountedBecause = (headers: IncomingHttpHeaders): string | undefined => {
  const agent = headers['user-agent'] ?? ''
  if (!agent || NOT_A_PERSON.test(agent)) return 'not a person'
  if (isPrefetch(headers)) return 'prefetch'
  if (ADMIN_COOKIE.test(headers.cookie ?? '')) return 'the owner'
  return undefined
}

export const asksNotToBeTracked = (headers: IncomingHttpHeaders): boolean =>
  headers['sec-gpc'] === '1' || headers.dnt === '1'
