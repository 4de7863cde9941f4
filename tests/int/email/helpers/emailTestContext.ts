import type { TestServer } from '../../../helpers/testServer'
import type { adminClient } from './cmsClient'
import type { SmtpSink } from './smtpSink'

/** What the email suites share: one server, its admin, and two real SMTP servers. */
export type EmailTestContext = {
  server: TestServer
  admin: Awaited<ReturnType<typeof adminClient>>
  /** Accepts mail without a login. */
  sink: SmtpSink
  /** Requires `AUTH_SINK_USER` / `AUTH_SINK_PASSWORD`. */
  authSink: SmtpSink
  /** A loopback address no test used yet: a new visitor for the per-IP rate limit. */
  nextVisitor: () => string
}

export const OWNER = 'owner@portfolio.test'
export const AUTH_SINK_USER = 'mailer@portfolio.test'
export const AUTH_SINK_PASSWORD = 'Sup3r-S3cret-smtp-Pässword'
