import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { sendSmtpTestEmail } from '../../mail/sendSmtpTestEmail'
import { hasRequestBody } from '../../platform/http/hasRequestBody'
import type { SmtpConfig, User } from '../../shared/payload-types'
import { type ApiRoute, IGNORED_FIELDS } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { smtpConfigUpdateSchema, smtpToggleSchema } from './smtpConfigSchemas'
import { serializeSmtpConfig } from './serializeSmtpConfig'
import { parseInput } from '../request/parseInput'
import { CACHING } from '../../platform/http/cachePolicies'

const save = async (payload: Payload, user: User, data: Partial<SmtpConfig>) =>
  serializeSmtpConfig(
    (await payload.updateGlobal({
      slug: 'smtp-config',
      data,
      depth: 0,
      user,
      overrideAccess: false,
    })) as SmtpConfig,
  )

const read = async (payload: Payload, user: User) =>
  serializeSmtpConfig(
    (await payload.findGlobal({
      slug: 'smtp-config',
      depth: 0,
      user,
      overrideAccess: false,
    })) as SmtpConfig,
  )

/** Everything under `/smtp-config` is the admin's (any other path there too) and never stored. */
export const smtpConfigGuard: RequestHandler[] = [
  requireAdmin,
  (_req, res, next) => {
    res.set('Cache-Control', CACHING.noStore)
    next()
  },
]

/**
 * `/smtp-config…` (admin only, behind `smtpConfigGuard`): read (never the password, only
 * `passwordSet`), merge-update, toggle notifications, and send a test message to `adminEmail`
 * with the saved settings.
 */
export const smtpConfigRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/smtp-config',
    tag: 'SMTP',
    admin: true,
    summary: 'Outgoing mail settings (never the password; passwordSet tells whether one is stored)',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The settings.' },
    handlers: (payload) => [
      async (req, res) => {
        res.json({ data: await read(payload, requestUser(req)!) })
      },
    ],
  },
  {
    method: 'put',
    path: '/smtp-config',
    tag: 'SMTP',
    admin: true,
    summary: 'Update the mail settings: the given fields are merged',
    description: 'An empty or absent password keeps the stored one. ' + IGNORED_FIELDS,
    body: 'SmtpConfigUpdate',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The updated settings.' },
    handlers: (payload) => [
      async (req, res) => {
        const input = parseInput(smtpConfigUpdateSchema, req.body)
        res.json({ data: await save(payload, requestUser(req)!, input) })
      },
    ],
  },
  {
    method: 'patch',
    path: '/smtp-config/toggle-active',
    tag: 'SMTP',
    admin: true,
    summary: 'Switch email notifications on or off ({isActive}; no body at all flips them)',
    body: 'SmtpToggle',
    bodyOptional: true,
    description: 'Answers the settings with the new isActive.',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The updated settings.' },
    handlers: (payload) => [
      async (req, res) => {
        // A request with no body at all (a plain "toggle" button) flips the current state; a body
        // must say which state it wants: `{}` or a misspelt field would otherwise flip it too.
        const user = requestUser(req)!
        const isActive = hasRequestBody(req)
          ? parseInput(smtpToggleSchema, req.body).isActive
          : !(await read(payload, user)).isActive
        res.json({ data: await save(payload, user, { isActive }) })
      },
    ],
  },
  {
    method: 'get',
    path: '/smtp-config/test',
    tag: 'SMTP',
    admin: true,
    summary: 'Check the connection and send a test message to adminEmail',
    description: 'Always 200: data.ok tells whether it worked and data.message what happened.',
    success: { status: 200, schema: 'SmtpTestResponse', description: 'What happened.' },
    handlers: (payload) => [
      async (_req, res) => {
        res.json({ data: await sendSmtpTestEmail(payload) })
      },
    ],
  },
]
