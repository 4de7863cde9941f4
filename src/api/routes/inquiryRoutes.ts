import express, { type Router } from 'express'
import type { Payload, Where } from 'payload'

import type { InquiryDto, ListResponse } from '../../shared/apiTypes'
import type { Inquiry, User } from '../../shared/payload-types'
import { ApiError } from '../apiError'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { inquiryRateLimit } from '../http/inquiryRateLimit'
import { objectOrNoBody } from '../http/objectOrNoBody'
import { ADMIN_LIMIT, type ListQuery, parseListQuery, toPayloadSort } from '../http/parseListQuery'
import { toListEnvelope } from '../http/toListEnvelope'
import { INQUIRY_SORT_FIELDS, inquiryCreateSchema } from '../schemas/inquirySchemas'
import { INQUIRY_SELECT, serializeInquiry } from '../serializers/serializeInquiry'
import { parseIdParam } from '../validation/idParam'
import { parseInput } from '../validation/parseInput'

/** Query options of the admin inquiry lists: 50 a page, newest first. */
export const INQUIRY_LIST_OPTIONS = {
  sortFields: INQUIRY_SORT_FIELDS,
  defaultSortBy: 'timestamp',
  defaultSortOrder: 'desc',
  defaultLimit: ADMIN_LIMIT,
} as const

/** One page of inquiries (optionally unread only) as the final envelope. */
const listInquiries = async (
  payload: Payload,
  query: ListQuery,
  user: User,
  where: Where = {},
): Promise<ListResponse<InquiryDto>> => {
  const result = await payload.find({
    collection: 'inquiries',
    where,
    page: query.page,
    limit: query.limit,
    sort: toPayloadSort(query),
    select: INQUIRY_SELECT,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return toListEnvelope(
    result.docs.map((doc) => serializeInquiry(doc as Inquiry)),
    {
      page: query.page,
      limit: query.limit,
      total: result.totalDocs,
    },
  )
}

/** The inquiry with this id, or 404. */
const findInquiry = async (payload: Payload, id: number, user: User): Promise<Inquiry> => {
  const doc = await payload.findByID({
    collection: 'inquiries',
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) throw new ApiError(404, 'not_found', `No inquiry with id ${id}.`)
  return doc as Inquiry
}

/**
 * The contact form's hidden `website` field: people never see it, form-filling bots do. A
 * filled one is answered exactly like a real message (the bot learns nothing) but stored as
 * spam and never emailed.
 */
const filledHoneypot = (body: unknown): boolean => {
  const website = (body as { website?: unknown } | null)?.website
  return website !== undefined && website !== null && String(website).trim() !== ''
}

/**
 * `/inquiries…`: public `POST` (contact form; rate-limited per IP, honeypot); admin list
 * (newest first), unread list (spam left out), mark as read and hard delete.
 */
export const inquiryRoutes = (payload: Payload): Router => {
  const router = express.Router()

  router.post('/inquiries', inquiryRateLimit(), async (req, res) => {
    const input = parseInput(inquiryCreateSchema, req.body)
    // Visitors may not create inquiries through Payload's own API (access is admin-only);
    // this route is the one way in, so it overrides access after validating every field and
    // setting the server-owned ones itself.
    // The create hooks store it first, then queue the owner's email in the same transaction.
    const doc = await payload.create({
      collection: 'inquiries',
      data: {
        ...input,
        subject: input.subject ?? '',
        timestamp: new Date().toISOString(),
        read: false,
        spam: filledHoneypot(req.body),
      },
      select: INQUIRY_SELECT,
      depth: 0,
      overrideAccess: true,
    })
    res.status(201).json({ data: serializeInquiry(doc as Inquiry) })
  })

  router.get('/inquiries', requireAdmin, async (req, res) => {
    const query = parseListQuery(req.query, INQUIRY_LIST_OPTIONS)
    res
      .set('Cache-Control', 'no-store')
      .json(await listInquiries(payload, query, requestUser(req)!))
  })

  router.get('/inquiries/unread', requireAdmin, async (req, res) => {
    const query = parseListQuery(req.query, INQUIRY_LIST_OPTIONS)
    const unread: Where = { and: [{ read: { not_equals: true } }, { spam: { not_equals: true } }] }
    res
      .set('Cache-Control', 'no-store')
      .json(await listInquiries(payload, query, requestUser(req)!, unread))
  })

  router.patch('/inquiries/:id/read', requireAdmin, objectOrNoBody, async (req, res) => {
    const user = requestUser(req)!
    const id = parseIdParam(req.params.id)
    await findInquiry(payload, id, user)
    const doc = await payload.update({
      collection: 'inquiries',
      id,
      data: { read: true },
      select: INQUIRY_SELECT,
      depth: 0,
      user,
      overrideAccess: false,
    })
    res.json({ data: serializeInquiry(doc as Inquiry) })
  })

  router.delete('/inquiries/:id', requireAdmin, objectOrNoBody, async (req, res) => {
    const user = requestUser(req)!
    const id = parseIdParam(req.params.id)
    const existing = await findInquiry(payload, id, user)
    await payload.delete({ collection: 'inquiries', id, depth: 0, user, overrideAccess: false })
    res.json({ data: serializeInquiry(existing) })
  })

  return router
}
