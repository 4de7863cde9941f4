import { z } from 'zod'

import type { EducationDto, ExperienceDto, InterestDto } from '../../shared/apiTypes'
import { optionalText, requiredText, textList } from './fieldSchemas'

/** `sortBy` values of the experience, education and interest lists. */
export const TIMELINE_SORT_FIELDS = ['id', 'title', 'createdAt', 'updatedAt'] as const

const experienceFields = {
  year: requiredText(50).describe('A range, e.g. "2023 - Present".'),
  title: requiredText(200),
  company: requiredText(200),
  location: optionalText(200),
  description: optionalText(4000),
  skills: textList(100),
}

export const experienceCreateSchema = z
  .object(experienceFields)
  .partial()
  .required({ year: true, title: true, company: true })
export const experienceUpdateSchema = z.object(experienceFields).partial()

const educationFields = {
  year: requiredText(50),
  title: requiredText(200),
  institution: requiredText(200),
  location: optionalText(200),
  description: optionalText(4000),
  achievements: textList(300),
}

export const educationCreateSchema = z
  .object(educationFields)
  .partial()
  .required({ year: true, title: true, institution: true })
export const educationUpdateSchema = z.object(educationFields).partial()

const interestFields = {
  icon: requiredText(50).describe('An emoji, e.g. 🍜'),
  title: requiredText(100),
  description: optionalText(1000),
  color: optionalText(200).describe('Gradient classes, e.g. "from-orange-500 to-red-500".'),
}

export const interestCreateSchema = z
  .object(interestFields)
  .partial()
  .required({ icon: true, title: true })
export const interestUpdateSchema = z.object(interestFields).partial()

export const experienceDtoSchema: z.ZodType<ExperienceDto> = z.object({
  id: z.number().int(),
  year: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  deleted: z.boolean(),
})

export const educationDtoSchema: z.ZodType<EducationDto> = z.object({
  id: z.number().int(),
  year: z.string(),
  title: z.string(),
  institution: z.string(),
  location: z.string(),
  description: z.string(),
  achievements: z.array(z.string()),
  deleted: z.boolean(),
})

export const interestDtoSchema: z.ZodType<InterestDto> = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  deleted: z.boolean(),
})
