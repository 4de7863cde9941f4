import { z } from 'zod'

import type { UserProfileDto } from '../../shared/apiTypes'
import { notBlank } from '../../records/fieldSchemas'

/** An e-mail address or username as typed: trimmed, not empty. */
const identifier = () =>
  notBlank(
    z.string({ error: 'Must be text.' }).trim().min(1, { error: 'Must not be empty.' }).max(254),
  )

/**
 * `POST /auth/login`: `email` or `username` (either field may hold either: a value without
 * "@" is looked up as a username) and `password`, with `otp` once the second factor is on.
 */
export const loginSchema = z
  .object({
    email: identifier().optional(),
    username: identifier().optional(),
    // Any character, NUL too: a password is only ever hashed, never stored or searched as text.
    password: z.string({ error: 'Required.' }).min(1, { error: 'Required.' }).max(1024),
    // notBlank: the document states what `trim().min(1)` refuses (a value of spaces only).
    otp: notBlank(
      z.string({ error: 'Must be text.' }).trim().min(1, { error: 'Must not be empty.' }).max(32),
    )
      .optional()
      .describe(
        'Once the second factor is on: the 6-digit code of the authenticator app, or one of the ' +
          'recovery codes (which is then spent). Without it a right password answers 401 ' +
          'second_factor_required.',
      ),
  })
  .refine((value) => Boolean(value.email || value.username), {
    path: ['email'],
    error: 'Give your e-mail address (or username).',
  })
  // The refinement above, as the OpenAPI document states it (a refinement has no JSON Schema).
  .meta({ anyOf: [{ required: ['email'] }, { required: ['username'] }] })

export const userProfileSchema: z.ZodType<UserProfileDto> = z.object({
  _id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.literal('admin'),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
})

export const loginResultSchema = z.object({
  token: z.string().describe('Send as Authorization: Bearer <token>.'),
  user: userProfileSchema,
})
