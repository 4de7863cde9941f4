import { z } from 'zod'

import { SKILL_CATEGORY_NAMES, type SkillDto } from '../../shared/apiTypes'
import { optionalText, requiredText, slugInput } from './fieldSchemas'

/** `sortBy` values of the skill lists. */
export const SKILL_SORT_FIELDS = [
  'id',
  'name',
  'category',
  'level',
  'createdAt',
  'updatedAt',
] as const

const category = z.enum(SKILL_CATEGORY_NAMES, {
  error: `Must be one of ${SKILL_CATEGORY_NAMES.join(', ')}.`,
})

const skillFields = {
  name: requiredText(100),
  slug: slugInput.describe('Derived from the name when omitted on create; a new value renames.'),
  description: optionalText(1000),
  category,
  level: z.number({ error: 'Must be a number from 0 to 100.' }).int().min(0).max(100),
  color: optionalText(200).describe('Gradient classes, e.g. "from-blue-500 to-cyan-500".'),
}

/** `POST /skills` (unknown fields, id and deleted are ignored). */
export const skillCreateSchema = z.object(skillFields).partial().required({ name: true })

/** `PUT /skills/slug/{slug}`: the given fields are merged into the skill. */
export const skillUpdateSchema = z.object(skillFields).partial()

export const skillDtoSchema: z.ZodType<SkillDto> = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category,
  level: z.number().int(),
  color: z.string(),
  deleted: z.boolean(),
})
