import type { CollectionBeforeChangeHook } from 'payload'

import {
  hashTestimonialToken,
  newTokenSeed,
  testimonialToken,
} from '../../../src/mail/testimonialLink'
import { TESTIMONIAL_LINK_DAYS } from '../../../src/shared/model'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A new request gets its link's seed, the token's hash and an expiry; whatever a caller sent
 * for these is ignored. `skipped` when created with side effects off (seeds, fixtures).
 */
export const issueTestimonialLink: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const seed = newTokenSeed()
  data.tokenSeed = seed
  data.tokenHash = hashTestimonialToken(testimonialToken(seed))
  data.expiresAt = new Date(Date.now() + TESTIMONIAL_LINK_DAYS * DAY_MS).toISOString()
  data.usedAt = null
  data.testimonial = null
  data.emailStatus = req.context.skipSideEffects ? 'skipped' : 'pending'
  data.emailError = null
  data.emailedAt = null
  return data
}
