import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import type { InquiryDto, ListResponse } from '../../shared/apiTypes'
import type { Inquiry, User } from '../../shared/payload-types'
import { type ApiRoute, idParam } from '../apiRoute'
import { ApiError } from '../errors/apiError'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { inquiryRateLimit } from './inquiryRateLimit'
import { objectOrNoBody } from '../request/objectOrNoBody'
import {
  ADMIN_LIMIT,
  type ListQuery,
  listQueryParser,
  listQuerySchema,
  toPayloadSort,
} from '../request/parseListQuery'
import { toListEnvelope } from '../content/readContent'
import { INQUIRY_SORT_FIELDS } from './inquirySchemas'
import { INQUIRY_SELECT, serializeInquiry } from './serializeInquiry'
import { parseIdParam } from '../request/idParam'
import { acceptInquiry } from './acceptInquiry'
import { inquirySpool } from './inquirySpool'
import { storeInquiry } from './storeInquiry'
import { databaseMonitorFor } from '../../platform/db/databaseMonitor'
import { sharedRateLimitStore } from '../../platform/db/postgresRateLimitStore'
import { CACHING } from '../../platform/http/cachePolicies'

/** Query options of the admin inquiry lists: 50 a page, newest first. */
const INQUIRY_LIST_OPTIONS = {
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
 * The admin's calls on one inquiry (`/inquiries/{id}…`): 404 unless it exists for the caller,
 * then `change` runs and its result is the answer.
 */
const onExistingInquiry = ({
  description,
  change,
  ...route
}: Pick<ApiRoute, 'method' | 'path' | 'summary'> & {
  description: string
  change: (payload: Payload, existing: Inquiry, user: User) => Promise<Inquiry>
}): ApiRoute => ({
  ...route,
  tag: 'Inquiries',
  admin: true,
  params: [idParam],
  success: { status: 200, schema: 'InquiryResponse', description },
  handlers: (payload) => [
    requireAdmin,
    objectOrNoBody,
    async (req, res) => {
      const user = requestUser(req)!
      const existing = await findInquiry(payload, parseIdParam(req.params.id), user)
      res.json({ data: serializeInquiry(await change(payload, existing, user)) })
    },
  ],
})

const inquiryQuery = listQuerySchema(INQUIRY_LIST_OPTIONS).pick({
  page: true,
  limit: true,
  sortBy: true,
  sortOrder: true,
}) as z.ZodObject
const parseInquiryQuery = listQueryParser(INQUIRY_LIST_OPTIONS)

/** An admin's list of inquiries, newest first; `unreadOnly` leaves out the read ones and spam. */
const inquiryList = (
  path: string,
  summary: string,
  description: string,
  unreadOnly = false,
): ApiRoute => ({
  method: 'get',
  path,
  tag: 'Inquiries',
  admin: true,
  summary,
  query: inquiryQuery,
  success: { status: 200, schema: 'InquiryList', description },
  handlers: (payload) => [
    requireAdmin,
    async (req, res) => {
      const query = parseInquiryQuery(req.query)
      const where: Where = unreadOnly
        ? { and: [{ read: { not_equals: true } }, { spam: { not_equals: true } }] }
        : {}
      res
        .set('Cache-Control', CACHING.noStore)
        .json(await listInquiries(payload, query, requestUser(req)!, where))
    },
  ],
})

/**
 * `/inquiries…`: public `POST` (contact form; rate-limited per IP, honeypot); admin list
 * (newest first), unread list (spam left out), mark as read and hard delete.
 */
export const inquiryRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/inquiries',
    tag: 'Inquiries',
    summary: 'Send a contact inquiry (public)',
    description:
      'name, email and message are required, subject optional. The server sets id, timestamp and read: false; a client-sent id, read, timestamp or deleted is ignored, as are unknown fields.',
    body: 'InquiryInput',
    success: { status: 201, schema: 'InquiryResponse', description: 'The stored inquiry.' },
    answers: [
      {
        status: 202,
        schema: 'InquiryAcceptedResponse',
        description:
          'The database is unavailable: the message was kept on disk and will be stored and emailed once it is back.',
      },
      {
        status: 503,
        schema: 'Error',
        description:
          'The database is unavailable and no more messages can be kept meanwhile (spool_full); Retry-After says when to try again.',
      },
    ],
    errors: [429],
    worksWithoutDatabase: true,
    handlers: (payload) => {
      const monitor = databaseMonitorFor(payload)
      return [
        inquiryRateLimit(sharedRateLimitStore(payload, 'inquiries')),
        acceptInquiry({
          store: (inquiry) => storeInquiry(payload, inquiry),
          spool: inquirySpool(),
          databaseUp: monitor.isUp,
          suspectDatabase: monitor.suspect,
        }),
      ]
    },
  },
  inquiryList('/inquiries', 'List inquiries, newest first', 'A page of inquiries.'),
  inquiryList(
    '/inquiries/unread',
    'List unread inquiries, newest first (pagination.total is the unread count)',
    'A page of unread inquiries.',
    true,
  ),
  onExistingInquiry({
    method: 'patch',
    path: '/inquiries/{id}/read',
    summary: 'Mark an inquiry as read',
    description: 'The inquiry, read: true.',
    change: async (payload, existing, user) =>
      (await payload.update({
        collection: 'inquiries',
        id: existing.id,
        data: { read: true },
        select: INQUIRY_SELECT,
        depth: 0,
        user,
        overrideAccess: false,
      })) as Inquiry,
  }),
  onExistingInquiry({
    method: 'delete',
    path: '/inquiries/{id}',
    summary: 'Delete an inquiry for good',
    description: 'The inquiry as it was.',
    change: async (payload, existing, user) => {
      const { id } = existing
      await payload.delete({ collection: 'inquiries', id, depth: 0, user, overrideAccess: false })
      return existing
    },
  }),
]
