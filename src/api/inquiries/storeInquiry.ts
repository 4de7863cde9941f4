import type { Payload } from 'payload'

import type { Inquiry } from '../../shared/payload-types'
import { INQUIRY_SELECT } from './serializeInquiry'

/** A visitor's message with the fields the server sets, ready to store. */
export type NewInquiry = {
  name: string
  email: string
  subject: string
  message: string
  spam: boolean
  /** When the visitor sent it (ISO). */
  timestamp: string
  /** Set for a message that waited on disk during an outage (inquirySpool.ts). */
  spoolId?: string
}

/**
 * Stores a visitor's message, unread. Visitors may not create inquiries through Payload's own
 * API (access is admin-only): the contact route and the spool's drain are the only ways in, so
 * this overrides access after they validated every field. The create hooks store it first,
 * then queue the owner's email in the same transaction (one email per stored inquiry).
 */
export const storeInquiry = async (payload: Payload, inquiry: NewInquiry): Promise<Inquiry> =>
  (await payload.create({
    collection: 'inquiries',
    data: { ...inquiry, read: false },
    select: INQUIRY_SELECT,
    depth: 0,
    overrideAccess: true,
  })) as Inquiry

/** Whether a message that waited on disk is stored already (a drain interrupted after storing it). */
export const isStoredSpoolId = async (payload: Payload, spoolId: string): Promise<boolean> =>
  (
    await payload.count({
      collection: 'inquiries',
      where: { spoolId: { equals: spoolId } },
      overrideAccess: true,
    })
  ).totalDocs > 0
