import { z } from 'zod'

import type { InquiryDto } from '../../shared/apiTypes'
import { INQUIRY_LIMITS } from '../../shared/model'
import { emailAddress, requiredText, withoutNul } from '../../records/fieldSchemas'

/** Name and subject may reach a mail header: no CR/LF (header injection). */
const SINGLE_LINE = /^[^\r\n]*$/

/** `sortBy` values of the inquiry lists (newest first by default). */
export const INQUIRY_SORT_FIELDS = ['timestamp', 'name', 'email', 'id'] as const

/**
 * `POST /inquiries` (public). Only these fields are read: a client-sent id, timestamp, read
 * or deleted is ignored, the server sets id, timestamp and `read: false`.
 */
export const inquiryCreateSchema = z.object({
  name: requiredText(INQUIRY_LIMITS.name).regex(SINGLE_LINE, {
    error: 'Line breaks are not allowed here.',
  }),
  email: emailAddress,
  subject: withoutNul(
    z
      .string({ error: 'Must be text.' })
      .trim()
      .max(INQUIRY_LIMITS.subject, { error: `At most ${INQUIRY_LIMITS.subject} characters.` })
      .regex(SINGLE_LINE, { error: 'Line breaks are not allowed here.' }),
  )
    .nullable()
    .optional(),
  message: requiredText(INQUIRY_LIMITS.message),
})

export const inquiryDtoSchema: z.ZodType<InquiryDto> = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  timestamp: z.string().describe('ISO date-time, set by the server.'),
  read: z.boolean(),
})
