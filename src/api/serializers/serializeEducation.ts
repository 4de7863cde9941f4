import type { EducationDto } from '../../shared/apiTypes'
import type { Education } from '../../shared/payload-types'

/** The columns an `EducationDto` is built from. */
export const EDUCATION_SELECT = {
  id: true,
  year: true,
  title: true,
  institution: true,
  location: true,
  description: true,
  achievements: true,
  deleted: true,
} as const

/** An education document → the contract's `EducationDto`. */
export const serializeEducation = (doc: Education): EducationDto => ({
  id: doc.id,
  year: doc.year,
  title: doc.title,
  institution: doc.institution,
  location: doc.location ?? '',
  description: doc.description ?? '',
  achievements: doc.achievements ?? [],
  deleted: Boolean(doc.deleted),
})
