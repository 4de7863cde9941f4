import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, TypedLocale } from 'payload'

import { sqlRunnerOf } from '../../platform/db/transactionSql'
import { buildTestimonialRequest } from '../buildTestimonialRequest'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { testimonialLink, testimonialToken } from '../testimonialLink'
import { EMAIL_RETRY_ATTEMPTS } from './emailQueueSettings'
import { emailTask } from './emailTask'

type EmailOutcome = { status: 'sent' | 'failed'; error: string | null; emailedAt?: string }

/**
 * Writes only the request's email columns (stack-notes trap 18): a Payload update would write
 * back the whole row it read and could undo the owner's edit or the client's use of the link.
 */
const recordEmailOutcome = async (
  req: PayloadRequest,
  id: number,
  { status, error, emailedAt }: EmailOutcome,
): Promise<void> => {
  await sqlRunnerOf(req.payload, await req.transactionID).execute(
    sql`UPDATE "testimonial_requests" SET "email_status" = ${status}, "email_error" = ${error},
      "emailed_at" = COALESCE(${emailedAt ?? null}::timestamptz, "emailed_at"), "updated_at" = now()
      WHERE "id" = ${id}`,
  )
}

/** The site's language a request names, if the site still has it; else the default one. */
const linkLanguageOf = async (req: PayloadRequest, wanted: string | null | undefined) => {
  const site = await req.payload.findGlobal({
    slug: 'site-languages',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const defaultCode = typeof site.default === 'string' ? site.default : 'en'
  const enabled = Array.isArray(site.enabled) ? (site.enabled as string[]) : [defaultCode]
  const code = wanted && enabled.includes(wanted) ? wanted : defaultCode
  return { code: code as TypedLocale, defaultCode }
}

/**
 * Emails the client the request's single-use link. Idempotent: sends while unsent and unused;
 * a failure is recorded, then thrown so the queue retries.
 */
export const sendTestimonialRequestTask = emailTask<{ requestId: number }>({
  slug: 'sendTestimonialRequest',
  label: 'Email a client a testimonial request',
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  concurrency: ({ input }) => `testimonial-request-${input.requestId}`,
  attempts: EMAIL_RETRY_ATTEMPTS,
  send: async ({ requestId }, req) => {
    const { payload } = req
    const request = await payload.findByID({
      collection: 'testimonial-requests',
      id: requestId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!request) return 'request deleted'
    if (request.emailStatus === 'sent' || request.emailStatus === 'skipped')
      return `already ${request.emailStatus}`
    if (request.usedAt) return 'link already used'
    const settings = await readSmtpSettings(payload, req)
    if (!settings.from) {
      const error = 'Email is not set up (SMTP settings): the request could not be sent.'
      await recordEmailOutcome(req, request.id, { status: 'failed', error })
      throw new Error(error)
    }
    const language = await linkLanguageOf(req, request.language)
    const [owner, project] = await Promise.all([
      payload.findGlobal({ slug: 'personal-info', depth: 0, locale: language.code, req }),
      typeof request.project === 'number'
        ? payload.findByID({
            collection: 'projects',
            id: request.project,
            depth: 0,
            locale: language.code,
            overrideAccess: true,
            disableErrors: true,
            req,
          })
        : null,
    ])
    const mail = buildTestimonialRequest({
      clientName: request.clientName,
      email: request.email,
      message: request.message,
      projectTitle: project?.title ?? null,
      ownerName: owner.name ?? '',
      link: testimonialLink(testimonialToken(request.tokenSeed ?? ''), language),
      expiresAt: request.expiresAt ?? new Date().toISOString(),
    })
    try {
      await sendWithSmtpSettings(settings, mail)
    } catch (error) {
      const failure = describeSmtpError(error, settings)
      await recordEmailOutcome(req, request.id, { status: 'failed', error: failure })
      throw new Error(failure, { cause: error })
    }
    await recordEmailOutcome(req, request.id, {
      status: 'sent',
      error: null,
      emailedAt: new Date().toISOString(),
    })
    return 'sent'
  },
})
