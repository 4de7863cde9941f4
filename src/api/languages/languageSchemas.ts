import { z } from 'zod'

import { LANGUAGE_CATALOGUE } from '../../shared/languages/languageCatalogue'
import { siteLanguagesProblems } from '../../shared/languages/siteLanguages'

const CODES = LANGUAGE_CATALOGUE.map(({ code }) => code) as [string, ...string[]]

const languageSchema = z.object({
  code: z.enum(CODES).describe('BCP 47 code: the URL prefix and the `locale` of reads.'),
  name: z.string().describe('Its English name.'),
  nativeName: z.string().describe('Its own name, as its readers write it.'),
  dir: z.enum(['ltr', 'rtl']).describe('Which way its script runs.'),
})

/** `GET /languages`: the enabled languages, the default one first. */
export const languagesDtoSchema = z.object({
  default: z
    .enum(CODES)
    .describe('The language of the unprefixed URLs and of reads without `locale`.'),
  languages: z.array(languageSchema).describe('The enabled languages, the default one first.'),
})

/** A catalogue code, refused with the same words as the admin's check when it is not one. */
const catalogueCode = z.enum(CODES, {
  error: (issue) => `Not in the catalogue of languages: ${String(issue.input)}.`,
})

/** `PUT /languages`: which catalogue languages are enabled, and the default among them. */
export const languagesInputSchema = z
  .object({
    default: catalogueCode.describe('One of `enabled`.'),
    enabled: z
      .array(catalogueCode)
      .min(1, 'Enable at least one language.')
      .describe('Catalogue codes (see `GET /languages` for their form), each once.'),
  })
  .superRefine((choice, context) => {
    for (const [field, message] of Object.entries(siteLanguagesProblems(choice) ?? {}))
      context.addIssue({ code: 'custom', path: [field], message })
  })
