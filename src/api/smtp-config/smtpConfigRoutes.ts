import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { sendSmtpTestEmail } from '../../mail/sendSmtpTestEmail'
import { hasRequestBody } from '../../platform/http/hasRequestBody'
import type { SmtpConfig, User } from '../../shared/payload-types'
import { adminRoute } from '../adminRoute'
import { type ApiRoute, IGNORED_FIELDS } from '../apiRoute'
import { requireAdmin } from '../auth/requireAdmin'
import { smtpConfigUpdateSchema, smtpToggleSchema } from './smtpConfigSchemas'
import { serializeSmtpConfig } from './serializeSmtpConfig'
import { parseInput } from '../request/parseInput'
import { CACHING } from '../../platform/http/cachePolicies'

const SETTINGS = { slug: 'smtp-config', depth: 0, overrideAccess: false } as const

const save = async (payload: Payload, user: User, data: Partial<SmtpConfig>) =>
  serializeSmtpConfig((await payload.updateGlobal({ ...SETTINGS, data, user })) as SmtpConfig)

const read = async (payload: Payload, user: User) =>
  serializeSmtpConfig((await payload.findGlobal({ ...SETTINGS, user })) as SmtpConfig)

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
  adminRoute({
    method: 'get',
    path: '/smtp-config',
    tag: 'SMTP',
    summary: 'Outgoing mail settings (never the password; passwordSet tells whether one is stored)',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The settings.' },
    answer: (payload, _req, user) => read(payload, user),
  }),
  adminRoute({
    method: 'put',
    path: '/smtp-config',
    tag: 'SMTP',
    summary: 'Update the mail settings: the given fields are merged',
    description: 'An empty or absent password keeps the stored one. ' + IGNORED_FIELDS,
    body: 'SmtpConfigUpdate',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The updated settings.' },
    answer: (payload, req, user) =>
      save(payload, user, parseInput(smtpConfigUpdateSchema, req.body)),
  }),
  adminRoute({
    method: 'patch',
    path: '/smtp-config/toggle-active',
    tag: 'SMTP',
    summary: 'Switch email notifications on or off ({isActive}; no body at all flips them)',
    body: 'SmtpToggle',
    bodyOptional: true,
    description: 'Answers the settings with the new isActive.',
    success: { status: 200, schema: 'SmtpConfigResponse', description: 'The updated settings.' },
    answer: async (payload, req, user) => {
      // A request with no body at all (a plain "toggle" button) flips the current state; a body
      // must say which state it wants: `{}` or a misspelt field would otherwise flip it too.
      const isActive = hasRequestBody(req)
        ? parseInput(smtpToggleSchema, req.body).isActive
        : !(await read(payload, user)).isActive
      return save(payload, user, { isActive })
    },
  }),
  adminRoute({
    method: 'get',
    path: '/smtp-config/test',
    tag: 'SMTP',
    summary: 'Check the connection and send a test message to adminEmail',
    description: 'Always 200: data.ok tells whether it worked and data.message what happened.',
    success: { status: 200, schema: 'SmtpTestResponse', description: 'What happened.' },
    answer: (payload) => sendSmtpTestEmail(payload),
  }),
]
