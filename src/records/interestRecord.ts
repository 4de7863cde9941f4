import { z } from 'zod'

import type { InterestDto } from '../shared/apiTypes'
import { INTEREST_LIMITS } from '../shared/model'
import type { Interest } from '../shared/payload-types'
import { dtoStatement, flag, stored, textOrEmpty } from './dtoFields'
import { optionalText, requiredText, writeSchemas } from './fieldSchemas'
import { recordOf } from './recordShape'

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

/** An interest as the contract answers it. */
const InterestDtoAnswer = dtoStatement<Interest, InterestDto>({
  id: stored(z.number().int()),
  icon: stored(z.string()),
  title: stored(z.string()),
  description: textOrEmpty(),
  color: textOrEmpty(),
  deleted: flag(),
})

/** Interests as the contract takes and answers them. */
export const interestRecord = recordOf<Interest, InterestDto>(
  'interests',
  'interest',
  interestWrites,
  InterestDtoAnswer,
)
