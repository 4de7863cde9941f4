import { z } from 'zod'

import type { InterestDto } from '../../shared/apiTypes'
import { INTEREST_LIMITS } from '../../shared/model'
import type { Interest } from '../../shared/payload-types'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { optionalText, requiredText, writeSchemas } from '../request/fieldSchemas'
import { OWNER_ORDER } from '../request/parseListQuery'

/** Interests as the contract serves them, stated once (see `projectResource`). */

const interestFields = {
  icon: requiredText(INTEREST_LIMITS.icon).describe('An emoji, e.g. 🍜'),
  title: requiredText(INTEREST_LIMITS.title),
  description: optionalText(INTEREST_LIMITS.description),
  color: optionalText(INTEREST_LIMITS.color).describe(
    'Gradient classes, e.g. "from-orange-500 to-red-500".',
  ),
}

/** `POST` needs these; `PUT` merges any of them. */
const interestWrites = writeSchemas(interestFields, { icon: true, title: true })

const interestDtoSchema: z.ZodType<InterestDto> = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  deleted: z.boolean(),
})

/** The columns an `InterestDto` is built from. */
const INTEREST_SELECT = {
  id: true,
  icon: true,
  title: true,
  description: true,
  color: true,
  deleted: true,
} as const

/** An interest document → the contract's `InterestDto`. */
const serializeInterest = (doc: Interest): InterestDto => ({
  id: doc.id,
  icon: doc.icon,
  title: doc.title,
  description: doc.description ?? '',
  color: doc.color ?? '',
  deleted: Boolean(doc.deleted),
})

/** "When I'm Not Coding" cards, addressed by id. */
export const interestResource: ContentResource<Interest, InterestDto> = {
  collection: 'interests',
  path: '/interests',
  tag: 'Interests',
  schemaName: 'Interest',
  noun: 'interest',
  key: 'id',
  select: INTEREST_SELECT,
  serialise: serializeInterest,
  schemas: { ...interestWrites, dto: interestDtoSchema },
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
