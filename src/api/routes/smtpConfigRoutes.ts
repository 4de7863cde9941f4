import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { sendSmtpTestEmail } from '../../email/sendSmtpTestEmail'
import { hasRequestBody } from '../../http/hasRequestBody'
import type { SmtpConfig, User } from '../../shared/payload-types'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { smtpConfigUpdateSchema, smtpToggleSchema } from '../schemas/smtpConfigSchemas'
import { serializeSmtpConfig } from '../serializers/serializeSmtpConfig'
import { parseInput } from '../validation/parseInput'

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

/**
 * `/smtp-config…` (admin only): read (never the password, only `passwordSet`), merge-update,
 * toggle notifications, and send a test message to `adminEmail` with the saved settings.
 */
export const smtpConfigRoutes = (payload: Payload): Router => {
  const router = express.Router()
  router.use('/smtp-config', requireAdmin, (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })

  const read = async (user: User) =>
    serializeSmtpConfig(
      (await payload.findGlobal({
        slug: 'smtp-config',
        depth: 0,
        user,
        overrideAccess: false,
      })) as SmtpConfig,
    )

  router.get('/smtp-config', async (req, res) => {
    res.json({ data: await read(requestUser(req)!) })
  })

  router.put('/smtp-config', async (req, res) => {
    const input = parseInput(smtpConfigUpdateSchema, req.body)
    res.json({ data: await save(payload, requestUser(req)!, input) })
  })

  router.patch('/smtp-config/toggle-active', async (req, res) => {
    // A request with no body at all (a plain "toggle" button) flips the current state; a body
    // must say which state it wants: `{}` or a misspelt field would otherwise flip it too.
    const user = requestUser(req)!
    const isActive = hasRequestBody(req)
      ? parseInput(smtpToggleSchema, req.body).isActive
      : !(await read(user)).isActive
    res.json({ data: await save(payload, user, { isActive }) })
  })

  router.get('/smtp-config/test', async (_req, res) => {
    res.json({ data: await sendSmtpTestEmail(payload) })
  })

  return router
}
