import { z } from 'zod'

import { optionalText, requiredText } from '../../records/fieldSchemas'
import { mediaDtoSchema } from '../../records/serializeMedia'
import { TESTIMONIAL_LIMITS } from '../../shared/model'
import { MAX_DATABASE_INTEGER } from '../../shared/parseCanonicalInteger'
import { carriesMarkup } from '../../shared/plainText'

/** Name, role and company may reach a mail header or a page title: no CR/LF. */
const SINGLE_LINE = /^[^\r\n]*$/
const oneLine = { error: 'Line breaks are not allowed here.' }

/** Base64 of at most `photoBytes` bytes. */
const PHOTO_BASE64_MAX = Math.ceil(TESTIMONIAL_LIMITS.photoBytes / 3) * 4

/** The link's token as the site has it from the address; one of no request is a 404, not a 400. */
const tokenSchema = requiredText(200)

/**
 * `POST /testimonials` (public): the client's form, with the token of the link that opened it.
 * The text is plain: a tag is refused rather than stored (and the site shows text as text).
 */
export const testimonialSubmissionSchema = z.object({
  token: tokenSchema,
  name: requiredText(TESTIMONIAL_LIMITS.name).regex(SINGLE_LINE, oneLine),
  role: optionalText(TESTIMONIAL_LIMITS.role).refine((v) => !v || SINGLE_LINE.test(v), oneLine),
  company: optionalText(TESTIMONIAL_LIMITS.company).refine(
    (v) => !v || SINGLE_LINE.test(v),
    oneLine,
  ),
  text: requiredText(TESTIMONIAL_LIMITS.text).refine((text) => !carriesMarkup(text), {
    error: 'Write plain text: tags such as <b> or <a> are not allowed.',
  }),
  project: z
    .number({ error: 'Must be a project id.' })
    .int({ error: 'Must be a project id.' })
    .positive({ error: 'Must be a project id.' })
    // Beyond PostgreSQL's integer no id exists (as `mediaId` says).
    .max(MAX_DATABASE_INTEGER, { error: 'Must be a project id.' })
    .nullable()
    .optional()
    .describe('One of the projects the request read lists, or null.'),
  photo: z
    .string({ error: 'Must be base64 text.' })
    .max(PHOTO_BASE64_MAX, {
      error: `The photo may be at most ${TESTIMONIAL_LIMITS.photoBytes / 1024 / 1024} MB.`,
    })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Must be base64 text.' })
    .nullable()
    .optional()
    .describe('A JPEG, PNG, WebP, AVIF or GIF image, base64-encoded.'),
})

export const testimonialSubmittedSchema = z.object({
  status: z.literal('pending').describe('Stored; shown once the owner approves it.'),
})

/** What the client's form shows before they write: who is asked, about what. */
export const testimonialInvitationSchema = z.object({
  clientName: z.string(),
  project: z.number().int().nullable().describe('The project the owner suggested, if public.'),
  projects: z
    .array(z.object({ id: z.number().int(), title: z.string() }))
    .describe('The public projects the client may tie it to.'),
  expiresAt: z.string().describe('ISO date-time.'),
})

export const testimonialDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
  text: z.string().describe('Plain text, as written; never markup.'),
  photo: mediaDtoSchema.nullable(),
  project: z.number().int().nullable().describe('A public project it is about, or null.'),
  date: z.string().describe('ISO date-time it was written or added.'),
})

export const testimonialListQuery = z.object({
  project: z.coerce
    .number({ error: 'Must be a project id.' })
    .int({ error: 'Must be a project id.' })
    .positive({ error: 'Must be a project id.' })
    .max(MAX_DATABASE_INTEGER, { error: 'Must be a project id.' })
    .optional()
    .describe('Only those about this project.'),
})
