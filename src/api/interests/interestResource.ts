import { z } from 'zod'

import type { InterestDto } from '../../shared/apiTypes'
import { INTEREST_LIMITS } from '../../shared/model'
import type { Interest } from '../../shared/payload-types'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { optionalText, requiredText, writeSchemas } from '../request/fieldSchemas'
import { OWNER_ORDER } from '../request/parseListQuery'
import { dtoStatement, flag, stored, textOrEmpty } from '../response/dtoFields'

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

/** An interest as the contract answers it: the DTO's schema, the columns it is read from, and how. */
const InterestDtoAnswer = dtoStatement<Interest, InterestDto>({
  id: stored(z.number().int()),
  icon: stored(z.string()),
  title: stored(z.string()),
  description: textOrEmpty(),
  color: textOrEmpty(),
  deleted: flag(),
})

/** "When I'm Not Coding" cards, addressed by id. */
export const interestResource: ContentResource<Interest, InterestDto> = {
  collection: 'interests',
  path: '/interests',
  tag: 'Interests',
  schemaName: 'Interest',
  noun: 'interest',
  key: 'id',
  select: InterestDtoAnswer.select,
  serialise: InterestDtoAnswer.serialise,
  schemas: { ...interestWrites, dto: InterestDtoAnswer.schema },
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
