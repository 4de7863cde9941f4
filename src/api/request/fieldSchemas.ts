import { z } from 'zod'

import { INQUIRY_LIMITS } from '../../shared/model'

/** Building blocks shared by the request schemas; messages are written for people. */

/** A required single-line text, trimmed, 1..max characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'Required text.' })
    .trim()
    .min(1, { error: 'Must not be empty.' })
    .max(max, { error: `At most ${max} characters.` })

/** An optional text; null or '' clears it. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullable()
    .optional()

/** A list of short, non-empty strings (technologies, tags, features…). */
export const textList = (maxItemLength: number, maxItems = 50) =>
  z
    .array(requiredText(maxItemLength), { error: 'Must be a list of strings.' })
    .max(maxItems, { error: `At most ${maxItems} items.` })

/** An absolute http(s) URL, or null / '' to clear it. */
export const optionalHttpUrl = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Must be a full http:// or https:// URL.' }).max(2048),
  ])
  .nullable()
  .optional()

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
export const mediaId = z.number({ error: 'Must be the id of an uploaded image.' }).int().positive()

/** A URL slug; omitted, the server derives it from the title or name. */
export const slugInput = z
  .string({ error: 'Must be text.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Use lower-case letters, digits and single hyphens (e.g. "task-manager").',
  })
  .max(96)

/**
 * A resource's write schemas from its writable fields: `create` (POST) needs the `required`
 * ones, `update` (PUT, merged) takes any of them. Unknown fields are ignored by both.
 */
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
