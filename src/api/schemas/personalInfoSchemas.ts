import { z } from 'zod'

import type { PersonalInfoDto } from '../../shared/apiTypes'
import { mediaDtoSchema } from './envelopeSchemas'
import { emailAddress, mediaId, optionalHttpUrl, optionalText, requiredText } from './fieldSchemas'

const stat = (max: number) =>
  z.number({ error: 'Must be a number.' }).int().min(0).max(max).nullable()

/** `PUT /personal-info`: the given fields (and stats) are merged into the stored record. */
export const personalInfoUpdateSchema = z
  .object({
    name: requiredText(100),
    title: requiredText(150),
    location: optionalText(150),
    bio: optionalText(1000),
    about: optionalText(5000),
    githubUrl: optionalHttpUrl,
    linkedinUrl: optionalHttpUrl,
    email: z.union([z.literal(''), emailAddress]).nullable(),
    phone: optionalText(50),
    avatar: mediaId.nullable().describe('Media id of an uploaded avatar; null removes it.'),
    stats: z
      .object({
        yearsExperience: stat(100),
        projectCount: stat(100_000),
        companiesWorked: stat(1000),
        passionLevel: stat(100),
      })
      .partial(),
  })
  .partial()

export const personalInfoDtoSchema: z.ZodType<PersonalInfoDto> = z.object({
  name: z.string(),
  title: z.string(),
  location: z.string(),
  bio: z.string(),
  about: z.string(),
  githubUrl: z.string(),
  linkedinUrl: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: mediaDtoSchema.nullable(),
  stats: z.object({
    yearsExperience: z.number(),
    projectCount: z.number(),
    companiesWorked: z.number(),
    passionLevel: z.number(),
  }),
})
