import { z } from 'zod'

import type { ExperienceDto } from '../../shared/apiTypes'
import { TIMELINE_LIMITS } from '../../shared/model'
import type { Experience } from '../../shared/payload-types'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { optionalText, requiredText, textList, writeSchemas } from '../request/fieldSchemas'
import { OWNER_ORDER } from '../request/parseListQuery'

/** Experiences as the contract serves them, stated once (see `projectResource`). */

const experienceFields = {
  year: requiredText(TIMELINE_LIMITS.year).describe('A range, e.g. "2023 - Present".'),
  title: requiredText(TIMELINE_LIMITS.title),
  company: requiredText(TIMELINE_LIMITS.organisation),
  location: optionalText(TIMELINE_LIMITS.location),
  description: optionalText(TIMELINE_LIMITS.description),
  skills: textList(TIMELINE_LIMITS.skill),
}

/** `POST` needs these; `PUT` merges any of them. */
const experienceWrites = writeSchemas(experienceFields, { year: true, title: true, company: true })

const experienceDtoSchema: z.ZodType<ExperienceDto> = z.object({
  id: z.number().int(),
  year: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  deleted: z.boolean(),
})

/** The columns an `ExperienceDto` is built from. */
const EXPERIENCE_SELECT = {
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
const serializeExperience = (doc: Experience): ExperienceDto => ({
  id: doc.id,
  year: doc.year,
  title: doc.title,
  company: doc.company,
  location: doc.location ?? '',
  description: doc.description ?? '',
  skills: doc.skills ?? [],
  deleted: Boolean(doc.deleted),
})

/** Jobs on the About page, addressed by id. */
export const experienceResource: ContentResource<Experience, ExperienceDto> = {
  collection: 'experiences',
  path: '/experiences',
  tag: 'Experiences',
  schemaName: 'Experience',
  noun: 'experience',
  key: 'id',
  select: EXPERIENCE_SELECT,
  serialise: serializeExperience,
  schemas: { ...experienceWrites, dto: experienceDtoSchema },
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
