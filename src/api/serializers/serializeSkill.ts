import type { SkillDto } from '../../shared/apiTypes'
import type { Skill } from '../../shared/payload-types'

/** The columns a `SkillDto` is built from. */
export const SKILL_SELECT = {
  id: true,
  slug: true,
  name: true,
  description: true,
  category: true,
  level: true,
  color: true,
  deleted: true,
} as const

/** A skill document → the contract's `SkillDto`. */
export const serializeSkill = (doc: Skill): SkillDto => ({
  id: doc.id,
  slug: doc.slug ?? '',
  name: doc.name,
  description: doc.description ?? '',
  category: doc.category,
  level: doc.level,
  color: doc.color ?? '',
  deleted: Boolean(doc.deleted),
})
