import { z } from 'zod'

import type { ExperienceDto } from '../shared/apiTypes'
import { TIMELINE_LIMITS } from '../shared/model'
import type { Experience } from '../shared/payload-types'
import { dtoStatement, flag, listOrEmpty, stored, textOrEmpty } from './dtoFields'
import { optionalText, requiredText, textList, writeSchemas } from './fieldSchemas'
import { recordOf } from './recordShape'

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

/** An experience as the contract answers it. */
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

/** Experiences as the contract takes and answers them. */
export const experienceRecord = recordOf<Experience, ExperienceDto>(
  'experiences',
  'experience',
  experienceWrites,
  ExperienceDtoAnswer,
)
