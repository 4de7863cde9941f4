import { z } from 'zod'

import type { ExperienceDto } from '../../shared/apiTypes'
import { TIMELINE_LIMITS } from '../../shared/model'
import type { Experience } from '../../shared/payload-types'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { optionalText, requiredText, textList, writeSchemas } from '../request/fieldSchemas'
import { OWNER_ORDER } from '../request/parseListQuery'
import { dtoStatement, flag, listOrEmpty, stored, textOrEmpty } from '../response/dtoFields'

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

/** An experience as the contract answers it: the DTO's schema, the columns it is read from, and how. */
const ExperienceDtoAnswer = dtoStatement<Experience, ExperienceDto>({
  id: stored(z.number().int()),
  year: stored(z.string()),
  title: stored(z.string()),
  company: stored(z.string()),
  location: textOrEmpty(),
  description: textOrEmpty(),
  skills: listOrEmpty(),
  deleted: flag(),
})

/** Jobs on the About page, addressed by id. */
export const experienceResource: ContentResource<Experience, ExperienceDto> = {
  collection: 'experiences',
  path: '/experiences',
  tag: 'Experiences',
  schemaName: 'Experience',
  noun: 'experience',
  key: 'id',
  select: ExperienceDtoAnswer.select,
  serialise: ExperienceDtoAnswer.serialise,
  schemas: { ...experienceWrites, dto: ExperienceDtoAnswer.schema },
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
