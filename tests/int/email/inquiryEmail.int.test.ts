import { afterAll, beforeAll } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { adminClient } from './helpers/cmsClient'
import {
  AUTH_SINK_PASSWORD,
  AUTH_SINK_USER,
  type EmailTestContext,
} from './helpers/emailTestContext'
import { startSmtpSink } from './helpers/smtpSink'
import { ownServer } from '../ownServer'
import { contactFormSuite } from './suites/contactFormSuite'
import { inboxSuite } from './suites/inboxSuite'
import { notificationSuite } from './suites/notificationSuite'
import { smtpSettingsSuite } from './suites/smtpSettingsSuite'

/**
 * Inquiry email end to end: a production server of its own (production queue timings) and two real
 * SMTP servers, one open and one requiring a login. The suites share them to keep the run
 * short; each sets the SMTP settings it needs first.
 */
const ctx = {} as EmailTestContext
const server = await ownServer()
let visitor = 10

beforeAll(async () => {
  const [sink, authSink] = await Promise.all([
    freePort().then((port) => startSmtpSink({ port })),
    freePort().then((port) =>
      startSmtpSink({ port, auth: { user: AUTH_SINK_USER, pass: AUTH_SINK_PASSWORD } }),
    ),
  ])
  Object.assign(ctx, { server, sink, authSink, admin: await adminClient(server.baseURL) })
  ctx.nextVisitor = () => `127.0.0.${visitor++}`
})

afterAll(async () => {
  await Promise.all([ctx.sink?.stop(), ctx.authSink?.stop()])
})

smtpSettingsSuite(ctx)
notificationSuite(ctx)
contactFormSuite(ctx)
inboxSuite(ctx)
