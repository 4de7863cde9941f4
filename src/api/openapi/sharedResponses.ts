import { MAX_JSON_BODY } from '../request/parseJsonBody'

type SharedResponse = {
  name: string
  description: string
  /** False for 304, which has no body. */
  error: boolean
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
}

/** `operationStatuses` decides which operation gets which. */
const SHARED_RESPONSES: Record<number, SharedResponse> = {
  304: {
    name: 'NotModified',
    description:
      'Unchanged since the strong ETag sent back in If-None-Match (anonymous public reads).',
    error: false,
    headers: { ETag: { description: 'The same strong ETag.', schema: { type: 'string' } } },
  },
  400: {
    name: 'BadRequest',
    description:
      'The request is malformed: a NUL character or invalid percent-encoding anywhere in the URL, ' +
      'a path id not written in plain decimal digits up to 2147483647, a bad query value, or a body ' +
      'that is not UTF-8 JSON of the declared shape sent as application/json. `fields` holds one ' +
      'message per offending field where there is one.',
    error: true,
  },
  401: {
    name: 'Unauthorized',
    description:
      'Not signed in: no token (unauthorized), a bad or expired token or one whose user no longer ' +
      'exists (invalid_token), at login a wrong e-mail/username or password (invalid_credentials), ' +
      'a right password for an account with the second factor on but no otp ' +
      '(second_factor_required) or a wrong, expired or already used otp (second_factor_invalid), ' +
      'a forged or expired X-Preview-Token (invalid_preview_token), or a wrong password ' +
      '(wrong_password) or a share link not of this project (invalid_link) for a protected project.',
    error: true,
  },
  403: { name: 'Forbidden', description: 'Signed in, but not as an admin.', error: true },
  404: {
    name: 'NotFound',
    description:
      'No record, slug or category by that name (for public calls: or it is soft deleted).',
    error: true,
  },
  410: {
    name: 'Gone',
    description:
      'A share link that no longer opens its project: the owner revoked it (link_revoked) or it ' +
      'expired (link_expired).',
    error: true,
  },
  409: {
    name: 'Conflict',
    description: 'Another record already has this slug (`fields.slug`).',
    error: true,
  },
  412: {
    name: 'PreconditionFailed',
    description:
      'The record changed since the ETag sent in If-Match was read (precondition_failed): nothing ' +
      'was written. Read it again (its ETag with it) and reapply the change.',
    error: true,
  },
  413: {
    name: 'PayloadTooLarge',
    description: `The body is larger than ${MAX_JSON_BODY}.`,
    error: true,
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many requests from this address (rate_limited), or, at login, the account is locked ' +
      'after failed attempts (account_locked) or has been sent too many wrong second-factor ' +
      'codes (too_many_codes), or a protected project was sent too many wrong passwords ' +
      '(too_many_attempts). Retry-After says how many seconds to wait.',
    error: true,
    headers: RETRY_AFTER,
  },
  503: {
    name: 'DatabaseUnavailable',
    description:
      'The database does not answer (database_unavailable); Retry-After says when to try again.',
    error: true,
    headers: RETRY_AFTER,
  },
}

export const sharedResponseComponents = (errorSchemaRef: string) =>
  Object.fromEntries(
    Object.values(SHARED_RESPONSES).map(({ name, description, error, headers }) => [
      name,
      {
        description,
        ...(headers ? { headers } : {}),
        ...(error ? { content: { 'application/json': { schema: { $ref: errorSchemaRef } } } } : {}),
      },
    ]),
  )

export const sharedResponseRef = (status: number) => ({
  $ref: `#/components/responses/${SHARED_RESPONSES[status]!.name}`,
})
