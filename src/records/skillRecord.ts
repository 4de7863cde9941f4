import { z } from 'zod'

import type { SkillDto } from '../shared/apiTypes'
import { SKILL_CATEGORIES, SKILL_LIMITS } from '../shared/model'
import type { Skill } from '../shared/payload-types'
import { dtoStatement, flag, stored, textOrEmpty } from './dtoFields'
import { optionalText, requiredText, slugInput, writeSchemas } from './fieldSchemas'
import { recordOf } from './recordShape'

const category = z.enum(SKILL_CATEGORIES, {
  error: `Must be one of ${SKILL_CATEGORIES.join(', ')}.`,
})

const skillFields = {
  name: requiredText(SKILL_LIMITS.name),
  slug: slugInput.describe('Derived from the name when omitted on create; a new value renames.'),
  description: optionalText(SKILL_LIMITS.description),
  category,
  level: z
    .number({
      error: `Must be a number from ${SKILL_LIMITS.level.min} to ${SKILL_LIMITS.level.max}.`,
    })
    .int()
    .min(SKILL_LIMITS.level.min)
    .max(SKILL_LIMITS.level.max),
  color: optionalText(SKILL_LIMITS.color).describe(
    'Gradient classes, e.g. "from-blue-500 to-cyan-500".',
  ),
}

/** `POST` needs these; `PUT` merges any of them. */
const skillWrites = writeSchemas(skillFields, { name: true })

/** A skill as the contract answers it. */
const SkillDtoAnswer = dtoStatement<Skill, SkillDto>({
  id: stored(z.number().int()),
  slug: textOrEmpty(),
  name: stored(z.string()),
  description: textOrEmpty(),
  category: stored(category),
  level: stored(z.number().int()),
  color: textOrEmpty(),
  deleted: flag(),
})

/** Skills as the contract takes and answers them. */
export const skillRecord = recordOf<Skill, SkillDto>('skills', 'skill', skillWrites, SkillDtoAnswer)
