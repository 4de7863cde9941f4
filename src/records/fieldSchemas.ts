import { z } from 'zod'

import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../cms/fields/slugify'
import { INQUIRY_LIMITS } from '../shared/model'
import { MAX_DATABASE_INTEGER } from '../shared/parseCanonicalInteger'

/**
 * What the server refuses, the OpenAPI document must refuse too (openapiProbes): a trim or a
 * refinement is restated as a `regex` (`pattern`), spelled with `\uXXXX` escapes so ajv, Prism
 * and Python's `re` read it alike. The document cannot say: invalid UTF-8 and lone surrogates
 * (refused by `parseJsonBody`), lengths in UTF-16 units, and limits applied after the trim.
 */

/** Whitespace as `String.prototype.trim` (zod's `.trim()`) removes it, for a character class. */
const WHITESPACE =
  '\\u0009-\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF'

/** Any text without NUL (U+0000): PostgreSQL cannot store one, so the server refuses it. */
// eslint-disable-next-line no-control-regex -- the control character is what it refuses
const NO_NUL = /^[^\u0000]*$/

/** A text not blank once trimmed, without NUL; disjoint classes keep matching linear. */
const NOT_BLANK = new RegExp(`^[${WHITESPACE}]*[^\\u0000${WHITESPACE}][^\\u0000]*$`)

const NUL_MESSAGE = 'Must not contain a NUL character (U+0000).'

/** The message of a pattern that also refuses NUL: that, when NUL is the reason, else `message`. */
const nulOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    String(issue.input).includes('\u0000') ? NUL_MESSAGE : message

/** The document's pattern for free-text parameters (a NUL anywhere in a URL is a 400). */
export const NO_NUL_PATTERN = NO_NUL.source

/** `schema`, refusing a NUL character (and saying so in the document). */
export const withoutNul = (schema: z.ZodString): z.ZodString =>
  schema.regex(NO_NUL, { error: NUL_MESSAGE })

/** `schema` (trimmed, `min(1)`), refusing whitespace-only text and NUL, in the document too. */
export const notBlank = (schema: z.ZodString): z.ZodString =>
  // Placed after `min(1)`, whose message an empty text gets first.
  schema.regex(NOT_BLANK, { error: nulOr('Must not be empty.') })

/** A required text, trimmed, 1..max characters, not only whitespace. */
export const requiredText = (max: number) =>
  notBlank(
    z
      .string({ error: 'Required text.' })
      .trim()
      .min(1, { error: 'Must not be empty.' })
      .max(max, { error: `At most ${max} characters.` }),
  )

/** An optional text; null or '' (or only whitespace) clears it. */
export const optionalText = (max: number) =>
  withoutNul(
    z
      .string({ error: 'Must be text.' })
      .trim()
      .max(max, { error: `At most ${max} characters.` }),
  )
    .nullable()
    .optional()

/** A list of short, non-empty strings (technologies, tags, features…). */
export const textList = (maxItemLength: number, maxItems = 50) =>
  z
    .array(requiredText(maxItemLength), { error: 'Must be a list of strings.' })
    .max(maxItems, { error: `At most ${maxItems} items.` })

/** `http://` (unless `secure`) or `https://` in any case, after any whitespace, then no NUL. */
const urlPattern = (secure: boolean) =>
  new RegExp(`^[${WHITESPACE}]*[Hh][Tt][Tt][Pp]${secure ? '[Ss]' : '[Ss]?'}://[^\\u0000]*$`)

/** An absolute http(s) URL (https only when `secure`), or null / '' to clear it. */
const optionalUrl = (secure: boolean) => {
  const error = `Must be a full ${secure ? 'https://' : 'http:// or https://'} URL.`
  return z
    .union([
      z.literal(''),
      z
        .url({ protocol: secure ? /^https$/ : /^https?$/, error })
        .max(2048)
        // `format: uri` takes any scheme (and is only an annotation to many validators): the
        // pattern states the scheme, as the server reads it (trimmed, any case), and no NUL.
        .regex(urlPattern(secure), { error: nulOr(error) })
        // zod's JSON Schema names one format per string, the regex's once it has one.
        .meta({ format: 'uri' }),
    ])
    .nullable()
    .optional()
}

export const optionalHttpUrl = optionalUrl(false)
export const optionalHttpsUrl = optionalUrl(true)

/** A calendar date, `YYYY-MM-DD` or a full ISO date-time; null clears it. */
export const optionalDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Must be a date such as 2024-05-31.',
  })
  .nullable()
  .optional()

/** An e-mail address. */
export const emailAddress = z
  .email({ error: 'Must be a valid e-mail address.' })
  .max(INQUIRY_LIMITS.email)

/** The id of an uploaded image in the media library. */
export const mediaId = z
  .number({ error: 'Must be the id of an uploaded image.' })
  .int()
  .positive()
  // Beyond PostgreSQL's integer no id exists (and the database refuses the query).
  .max(MAX_DATABASE_INTEGER, { error: 'Must be the id of an uploaded image.' })

/** A slug (letters of any script, digits, single hyphens); omitted, the server derives it. */
export const slugInput = z
  .string({ error: 'Must be text.' })
  .trim()
  .toLowerCase()
  .normalize('NFC')
  .regex(SLUG_PATTERN, {
    error:
      'Use lower-case letters (of any script), digits and single hyphens (e.g. "task-manager").',
  })
  .max(MAX_SLUG_LENGTH)

/** `create` (POST) needs the `required` fields, `update` (PUT, merged) takes any of them. */
export const writeSchemas = <Shape extends z.ZodRawShape>(
  fields: Shape,
  required: Partial<Record<keyof Shape, true>>,
) => ({
  create: z
    .object(fields)
    .partial()
    .required(required as never),
  update: z.object(fields).partial(),
})
