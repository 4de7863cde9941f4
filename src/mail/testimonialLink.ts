import { createHash, randomBytes } from 'node:crypto'

import { runtime, siteUrl } from '../platform/config/env'
import { purposeMac } from '../platform/crypto/purposeMac'
import { pathInLanguage } from '../shared/languages/languagePath'

/** A request's random seed, stored with it; the link's token is derived from it. */
export const newTokenSeed = (): string => randomBytes(24).toString('hex')

/**
 * The link's token: the seed signed with the server's secret. The database keeps the seed and
 * the token's hash only, so a copy of the database alone opens no link, while the mail job can
 * still rebuild the link it sends (a token in the job's input would sit in the jobs table).
 */
export const testimonialToken = (seed: string): string =>
  purposeMac('testimonial-request', runtime.payloadSecret(), seed).toString('base64url')

/** What the request stores and a link is looked up by. */
export const hashTestimonialToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** The client's form on the public site, in the request's language. */
export const testimonialLink = (
  token: string,
  language: { code: string; defaultCode: string },
  origin: string = siteUrl(),
): string =>
  `${origin.replace(/\/$/, '')}${pathInLanguage(`/testimonial/${token}`, language.code, language.defaultCode)}`
