import { z } from 'zod'

import type { EducationDto } from '../shared/apiTypes'
import { TIMELINE_LIMITS } from '../shared/model'
import type { Education } from '../shared/payload-types'
import { dtoStatement, flag, listOrEmpty, stored, textOrEmpty } from './dtoFields'
import { optionalText, requiredText, textList, writeSchemas } from './fieldSchemas'
import { recordOf } from './recordShape'

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

/** An education entry as the contract answers it. */
const EducationDtoAnswer = dtoStatement<Education, EducationDto>({
  id: stored(z.number().int()),
  year: stored(z.string()),
  title: stored(z.string()),
  institution: stored(z.string()),
  location: textOrEmpty(),
  description: textOrEmpty(),
  achievements: listOrEmpty(),
  deleted: flag(),
})

/** Education entries as the contract takes and answers them. */
export const educationRecord = recordOf<Education, EducationDto>(
  'education',
  'education entry',
  educationWrites,
  EducationDtoAnswer,
)
