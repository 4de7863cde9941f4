import { z } from 'zod'

import type { SmtpConfigDto, SmtpTestResultDto } from '../../shared/apiTypes'
import { emailAddress, notBlank, optionalText, withoutNul } from '../../records/fieldSchemas'

const singleLine = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .regex(/^[^\r\n]*$/, { error: 'Line breaks are not allowed here.' })

/** `PUT /smtp-config`: the given settings are merged; an empty or absent password keeps the stored one. */
export const smtpConfigUpdateSchema = z
  .object({
    host: notBlank(singleLine(255).min(1, { error: 'Must not be empty.' })),
    port: z.number({ error: 'Must be a port number.' }).int().min(1).max(65535),
    user: optionalText(255),
    // Any character, NUL too: it is stored encrypted, never as text.
    password: z
      .string({ error: 'Must be text.' })
      .max(1024)
      .describe('Write-only; "" keeps the stored one.'),
    from: withoutNul(singleLine(255)).nullable(),
    adminEmail: z.union([z.literal(''), emailAddress]).nullable(),
    isActive: z.boolean({ error: 'Must be true or false.' }),
  })
  .partial()

/**
 * `PATCH /smtp-config/toggle-active`: `{isActive}` sets it; a request with no body at all flips
 * it. A body without `isActive` (`{}`) is a 400, never a flip.
 */
export const smtpToggleSchema = z.object({
  isActive: z
    .boolean({ error: 'Required: true or false.' })
    .describe('The new state. Send no body at all to flip the current state instead.'),
})

export const smtpConfigDtoSchema: z.ZodType<SmtpConfigDto> = z.object({
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  from: z.string(),
  adminEmail: z.string(),
  isActive: z.boolean(),
  passwordSet: z
    .boolean()
    .describe('Whether a password is stored; the password is never returned.'),
})

export const smtpTestResultSchema: z.ZodType<SmtpTestResultDto> = z.object({
  ok: z.boolean(),
  message: z.string().describe('What happened, in plain words.'),
})
