import { z } from 'zod'

import type { PersonalInfoDto } from '../shared/apiTypes'
import { PERSONAL_INFO_LIMITS } from '../shared/model'
import { mediaDtoSchema } from './serializeMedia'
import {
  emailAddress,
  mediaId,
  optionalHttpUrl,
  optionalHttpsUrl,
  optionalText,
  requiredText,
} from './fieldSchemas'
import { untranslatedSchema } from './dtoFields'

const stat = (max: number) =>
  z.number({ error: 'Must be a number.' }).int().min(0).max(max).nullable()

/** `PUT /personal-info`: the given fields (and stats) are merged into the stored record. */
export const personalInfoUpdateSchema = z
  .object({
    name: requiredText(PERSONAL_INFO_LIMITS.name),
    title: requiredText(PERSONAL_INFO_LIMITS.title),
    location: optionalText(PERSONAL_INFO_LIMITS.location),
    bio: optionalText(PERSONAL_INFO_LIMITS.bio),
    about: optionalText(PERSONAL_INFO_LIMITS.about),
    githubUrl: optionalHttpUrl,
    linkedinUrl: optionalHttpUrl,
    email: z.union([z.literal(''), emailAddress]).nullable(),
    phone: optionalText(PERSONAL_INFO_LIMITS.phone),
    schedulingUrl: optionalHttpsUrl.describe(
      'A scheduling page (Cal.com, Calendly…) for the Contact page\'s "Book a call"; https only.',
    ),
    avatar: mediaId.nullable().describe('Media id of an uploaded avatar; null removes it.'),
    stats: z
      .object({
        yearsExperience: stat(PERSONAL_INFO_LIMITS.stats.yearsExperience),
        projectCount: stat(PERSONAL_INFO_LIMITS.stats.projectCount),
        companiesWorked: stat(PERSONAL_INFO_LIMITS.stats.companiesWorked),
        passionLevel: stat(PERSONAL_INFO_LIMITS.stats.passionLevel),
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
  schedulingUrl: z
    .string()
    .describe('The owner\'s scheduling page (https), or "" when there is none.'),
  avatar: mediaDtoSchema.nullable(),
  resumeUrl: z
    .string()
    .nullable()
    .optional()
    .describe(
      'Where the PDF résumé downloads from (an attachment): the uploaded one, versioned by `?v=`, ' +
        'or the one made from the content (below a language code in that language); null only ' +
        'while the profile is unpublished.',
    ),
  stats: z.object({
    yearsExperience: z.number(),
    projectCount: z.number(),
    companiesWorked: z.number(),
    passionLevel: z.number(),
  }),
  untranslated: untranslatedSchema,
})
