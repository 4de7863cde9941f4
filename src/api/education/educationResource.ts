import { z } from 'zod'

import type { EducationDto } from '../../shared/apiTypes'
import { TIMELINE_LIMITS } from '../../shared/model'
import type { Education } from '../../shared/payload-types'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { optionalText, requiredText, textList, writeSchemas } from '../request/fieldSchemas'
import { OWNER_ORDER } from '../request/parseListQuery'

/** Education as the contract serves them, stated once (see `projectResource`). */

const educationFields = {
  year: requiredText(TIMELINE_LIMITS.year),
  title: requiredText(TIMELINE_LIMITS.title),
  institution: requiredText(TIMELINE_LIMITS.organisation),
  location: optionalText(TIMELINE_LIMITS.location),
  description: optionalText(TIMELINE_LIMITS.description),
  achievements: textList(TIMELINE_LIMITS.achievement),
}

/** `POST` needs these; `PUT` merges any of them. */
const educationWrites = writeSchemas(educationFields, {
  year: true,
  title: true,
  institution: true,
})

const educationDtoSchema: z.ZodType<EducationDto> = z.object({
  id: z.number().int(),
  year: z.string(),
  title: z.string(),
  institution: z.string(),
  location: z.string(),
  description: z.string(),
  achievements: z.array(z.string()),
  deleted: z.boolean(),
})

/** The columns an `EducationDto` is built from. */
const EDUCATION_SELECT = {
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
const serializeEducation = (doc: Education): EducationDto => ({
  id: doc.id,
  year: doc.year,
  title: doc.title,
  institution: doc.institution,
  location: doc.location ?? '',
  description: doc.description ?? '',
  achievements: doc.achievements ?? [],
  deleted: Boolean(doc.deleted),
})

/** Education entries on the About page, addressed by id. */
export const educationResource: ContentResource<Education, EducationDto> = {
  collection: 'education',
  path: '/education',
  tag: 'Education',
  schemaName: 'Education',
  noun: 'education entry',
  key: 'id',
  select: EDUCATION_SELECT,
  serialise: serializeEducation,
  schemas: { ...educationWrites, dto: educationDtoSchema },
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
