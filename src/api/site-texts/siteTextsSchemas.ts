import { z } from 'zod'

import { SITE_TEXT_PAGES, type SiteTextField, type SiteTexts } from '../../shared/siteTexts'
import { untranslatedSchema } from '../../records/dtoFields'

const valueSchema = (field: SiteTextField): z.ZodType => {
  const described = (schema: z.ZodType) => schema.describe(`${field.label}: ${field.description}`)
  if (field.kind === 'number') return described(z.number().int().min(0).max(field.max))
  if (field.kind === 'list') return described(z.array(z.string()).max(field.maxItems))
  return described(z.string())
}

/** `GET /site-texts`: every text of every page, from the one definition (src/shared/siteTexts.ts). */
export const siteTextsDtoSchema = z.object({
  ...Object.fromEntries(
    Object.entries(SITE_TEXT_PAGES).map(([page, { label, fields }]) => [
      page,
      z
        .object(
          Object.fromEntries([
            ...Object.entries(fields).map(([name, field]) => [name, valueSchema(field)]),
            ['untranslated', untranslatedSchema],
          ]),
        )
        .describe(`The texts of ${label}.`),
    ]),
  ),
  words: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "The site's own words (buttons, labels, empty states) as the owner wrote them in the " +
        'language read, by word key; absent when there are none. A counted word (one with ' +
        '`{count}`) has its text for other counts under its key and one for each further plural ' +
        'form the language uses under `<key>#<form>` (`skills.showing#one`; forms as in ' +
        '`Intl.PluralRules`). The site shows its own word, or the English one, for every other key.',
    ),
}) as unknown as z.ZodType<SiteTexts>
