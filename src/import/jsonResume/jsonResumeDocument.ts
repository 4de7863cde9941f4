import { z } from 'zod'

import { withoutNul } from '../../records/fieldSchemas'

// What the import reads of a JSON Resume 1.0.0; the rest passes through, listed as skipped.

/** As the schema's `iso8601` definition. */
const JSON_RESUME_DATE = /^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/

// No NUL (U+0000): PostgreSQL cannot store one, and the document says so too.
const text = withoutNul(z.string({ error: 'not text' }))
const date = z.string({ error: 'not a date' }).regex(JSON_RESUME_DATE, { error: 'not a date' })
const texts = z.array(text, { error: 'not a list' })
const entry = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.looseObject(shape, { error: 'not an object' })
const list = <Item extends z.ZodType>(item: Item) => z.array(item, { error: 'not a list' })

const location = entry({
  address: text.optional(),
  postalCode: text.optional(),
  city: text.optional(),
  countryCode: text.optional(),
  region: text.optional(),
})

export const jsonResumeDocument = entry({
  basics: entry({
    name: text.optional(),
    label: text.optional(),
    image: text.optional(),
    email: text.optional(),
    phone: text.optional(),
    url: text.optional(),
    summary: text.optional(),
    location: location.optional(),
    profiles: list(
      entry({ network: text.optional(), username: text.optional(), url: text.optional() }),
    ).optional(),
  }).optional(),
  work: list(
    entry({
      name: text.optional(),
      position: text.optional(),
      location: text.optional(),
      url: text.optional(),
      startDate: date.optional(),
      endDate: date.optional(),
      summary: text.optional(),
      highlights: texts.optional(),
    }),
  ).optional(),
  education: list(
    entry({
      institution: text.optional(),
      url: text.optional(),
      area: text.optional(),
      studyType: text.optional(),
      startDate: date.optional(),
      endDate: date.optional(),
      score: text.optional(),
      courses: texts.optional(),
    }),
  ).optional(),
  skills: list(
    entry({ name: text.optional(), level: text.optional(), keywords: texts.optional() }),
  ).optional(),
  projects: list(
    entry({
      name: text.optional(),
      description: text.optional(),
      highlights: texts.optional(),
      keywords: texts.optional(),
      startDate: date.optional(),
      endDate: date.optional(),
      url: text.optional(),
      roles: texts.optional(),
      entity: text.optional(),
      type: text.optional(),
    }),
  ).optional(),
  interests: list(entry({ name: text.optional(), keywords: texts.optional() })).optional(),
})

export type JsonResume = z.infer<typeof jsonResumeDocument>
