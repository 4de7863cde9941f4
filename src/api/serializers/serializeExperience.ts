import type { ExperienceDto } from '../../shared/apiTypes'
import type { Experience } from '../../shared/payload-types'

/** The columns an `ExperienceDto` is built from. */
export const EXPERIENCE_SELECT = {
  id: true,
  year: true,
  title: true,
  company: true,
  location: true,
  description: true,
  skills: true,
  deleted: true,
} as const

/** An experience document → the contract's `ExperienceDto`. */
export const serializeExperience = (doc: Experience): ExperienceDto => ({
  id: doc.id,
  year: doc.year,
  title: doc.title,
  company: doc.company,
  location: doc.location ?? '',
  description: doc.description ?? '',
  skills: doc.skills ?? [],
  deleted: Boolean(doc.deleted),
})
