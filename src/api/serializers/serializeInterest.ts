import type { InterestDto } from '../../shared/apiTypes'
import type { Interest } from '../../shared/payload-types'

/** The columns an `InterestDto` is built from. */
export const INTEREST_SELECT = {
  id: true,
  icon: true,
  title: true,
  description: true,
  color: true,
  deleted: true,
} as const

/** An interest document → the contract's `InterestDto`. */
export const serializeInterest = (doc: Interest): InterestDto => ({
  id: doc.id,
  icon: doc.icon,
  title: doc.title,
  description: doc.description ?? '',
  color: doc.color ?? '',
  deleted: Boolean(doc.deleted),
})
