import type { RequestHandler } from 'express'
import { z } from 'zod'

import type { Inquiry } from '../../shared/payload-types'
import { isDatabaseUnavailable } from '../../platform/db/isDatabaseUnavailable'
import { parseInput } from '../request/parseInput'
import type { InquirySpool } from './inquirySpool'
import { inquiryCreateSchema } from './inquirySchemas'
import { serializeInquiry } from './serializeInquiry'
import type { NewInquiry } from './storeInquiry'
import { CACHING } from '../../platform/http/cachePolicies'

/** What a visitor is told when the message waits on disk for the database. */
const INQUIRY_QUEUED_MESSAGE =
  'Your message was received and will be delivered as soon as possible.'

/** The 202 answer's body: received and kept, not yet stored. */
export const inquiryAcceptedSchema = z.object({
  status: z.literal('queued'),
  message: z.string(),
})

/** Seconds a visitor is told to wait when no more messages can be kept. */
const SPOOL_FULL_RETRY_AFTER_SECONDS = 60

/**
 * The contact form's honeypot: the hidden `website` field people never see and form-filling
 * bots fill. Such a message is answered exactly like a real one (the bot learns nothing) but
 * stored as spam and never emailed.
 */
const filledHoneypot = (body: unknown): boolean => {
  const website = (body as { website?: unknown } | null)?.website
  return website !== undefined && website !== null && String(website).trim() !== ''
}

/**
 * `POST /inquiries`: validates the message, then stores it (201 with the inquiry) — or, while
 * the database is down or fails under the write, keeps it on disk and answers 202 with
 * `INQUIRY_QUEUED_MESSAGE`; it is stored and emailed once the database is back (inquirySpool.ts).
 * A full spool answers 503 `spool_full` with Retry-After: a message is never dropped silently.
 */
export const acceptInquiry =
  ({
    store,
    spool,
    databaseUp,
    suspectDatabase,
  }: {
    store: (inquiry: NewInquiry) => Promise<Inquiry>
    spool: InquirySpool
    /** The last known state: while down, the database is not tried at all. */
    databaseUp: () => boolean
    /** A write failed as if the database went away: look now. */
    suspectDatabase: () => void
  }): RequestHandler =>
  async (req, res) => {
    const input = parseInput(inquiryCreateSchema, req.body)
    const message = {
      ...input,
      subject: input.subject ?? '',
      spam: filledHoneypot(req.body),
    }
    if (databaseUp()) {
      try {
        const doc = await store({ ...message, timestamp: new Date().toISOString() })
        res.status(201).json({ data: serializeInquiry(doc) })
        return
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error
        suspectDatabase()
      }
    }
    try {
      await spool.add(message)
    } catch (error) {
      res.set('Retry-After', String(SPOOL_FULL_RETRY_AFTER_SECONDS))
      throw error
    }
    res
      .status(202)
      .set('Cache-Control', CACHING.noStore)
      .json({ data: { status: 'queued', message: INQUIRY_QUEUED_MESSAGE } })
  }
