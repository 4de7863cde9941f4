import type { Endpoint } from 'payload'

import { CACHING } from '../../platform/http/cachePolicies'
import { userIsAdmin } from '../access/isAdmin'

/** Payload's own error shape, `{ errors: [{ message }] }`, with `status`. */
export const errorsAnswer = (status: number, ...messages: string[]) =>
  Response.json({ errors: messages.map((message) => ({ message })) }, { status })

/** What an admin's call answers: `{ data }`, kept by nobody. */
export const dataAnswer = (data: unknown) =>
  Response.json({ data }, { headers: { 'Cache-Control': CACHING.noStore } })

/** A custom endpoint of Payload's REST that only an admin may call: 401 signed out, 403 signed in. */
export const adminEndpoint = (refusal: string, endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    userIsAdmin(req.user) ? endpoint.handler(req) : errorsAnswer(req.user ? 403 : 401, refusal),
})
