import { sql } from '@payloadcms/db-postgres'
import type { RequestHandler } from 'express'
import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import { safeUploadName, sniffImageType } from '../../../collections/Media/sniffImageType'
import { isOpenProject } from '../../cms/access/publishedOrAdmin'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import { hashTestimonialToken } from '../../mail/testimonialLink'
import { runInTransaction } from '../../platform/db/runInTransaction'
import { sharedRateLimitStore } from '../../platform/db/postgresRateLimitStore'
import { sqlRunnerOf, type TransactionId } from '../../platform/db/transactionSql'
import { CACHING } from '../../platform/http/cachePolicies'
import { serializeMedia } from '../../records/serializeMedia'
import { TESTIMONIAL_LIMITS } from '../../shared/model'
import type { Media, Testimonial } from '../../shared/payload-types'
import type { ApiRoute } from '../apiRoute'
import { loadUploads } from '../content/readContent'
import { ApiError } from '../errors/apiError'
import { inquiryRateLimit } from '../inquiries/inquiryRateLimit'
import { readLanguageOf } from '../languages/readLanguage'
import { parseInput } from '../request/parseInput'
import {
  testimonialDtoSchema,
  testimonialListQuery,
  testimonialSubmissionSchema,
} from './testimonialSchemas'

type TestimonialDto = z.infer<typeof testimonialDtoSchema>

/** Approved testimonials on one page at most: a portfolio shows a handful. */
const LIST_LIMIT = 50

/**
 * The projects a visitor may see whole (id and title in the read's language), newest first: a
 * project under NDA is neither offered to a client nor named beside a testimonial.
 */
const publicProjects = async (
  payload: Payload,
  language: ReadLanguage,
): Promise<{ id: number; title: string }[]> => {
  const { docs } = await payload.find({
    collection: 'projects',
    where: isOpenProject,
    select: { title: true },
    depth: 0,
    limit: 200,
    sort: '-createdAt',
    locale: language.locale as 'en',
    fallbackLocale: language.fallback as 'en',
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id, title: doc.title ?? '' }))
}

const serializeTestimonial = (doc: Testimonial, publicIds: Set<number>): TestimonialDto => {
  const project = typeof doc.project === 'object' ? doc.project?.id : doc.project
  return {
    id: doc.id,
    name: doc.name,
    role: doc.role ?? '',
    company: doc.company ?? '',
    text: doc.text,
    photo: serializeMedia(doc.photo as Media | number | null),
    project: project && publicIds.has(project) ? project : null,
    date: doc.submittedAt ?? doc.createdAt,
  }
}

/** Why a link's token opens no form: unknown (404), used or expired (410). */
const refusedLink = async (payload: Payload, tokenHash: string): Promise<ApiError> => {
  const found = (await payload.db.drizzle.execute(
    sql`SELECT "used_at" IS NOT NULL AS "used" FROM "testimonial_requests" WHERE "token_hash" = ${tokenHash}`,
  )) as unknown as { rows: { used: boolean }[] }
  const row = found.rows[0]
  if (!row) return new ApiError(404, 'link_unknown', 'This testimonial link does not exist.')
  return row.used
    ? new ApiError(410, 'link_used', 'This testimonial link was used already.')
    : new ApiError(410, 'link_expired', 'This testimonial link has expired.')
}

/** The request a token opens while it is unused and unexpired, or why not. */
const openRequest = async (payload: Payload, token: string) => {
  const tokenHash = hashTestimonialToken(token)
  const found = await payload.find({
    collection: 'testimonial-requests',
    where: {
      and: [
        { tokenHash: { equals: tokenHash } },
        { usedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const request = found.docs[0]
  if (!request) throw await refusedLink(payload, tokenHash)
  return request
}

/**
 * Spends the link: one conditional UPDATE, so of two submissions racing only one gets a row
 * (a read, then a write, would let both through). In the caller's transaction: if storing the
 * testimonial fails, the link works again.
 */
const spendLink = async (
  payload: Payload,
  transactionID: TransactionId,
  tokenHash: string,
): Promise<number> => {
  const spent = (await sqlRunnerOf(payload, transactionID).execute(
    sql`UPDATE "testimonial_requests" SET "used_at" = now(), "updated_at" = now()
      WHERE "token_hash" = ${tokenHash} AND "used_at" IS NULL AND "expires_at" > now()
      RETURNING "id"`,
  )) as unknown as { rows: { id: number }[] }
  const id = spent.rows[0]?.id
  if (id === undefined) throw await refusedLink(payload, tokenHash)
  return id
}

/** The photo's bytes, if they are an image the media library takes; else a 400 on `photo`. */
const photoFile = (base64: string, name: string) => {
  const data = Buffer.from(base64, 'base64')
  const type = sniffImageType(data)
  if (!type || data.length > TESTIMONIAL_LIMITS.photoBytes)
    throw new ApiError(400, 'validation_error', 'The request body is invalid.', {
      photo: 'Send a JPEG, PNG, WebP, AVIF or GIF image of at most 2 MB.',
    })
  return {
    data,
    mimetype: type.mime,
    name: safeUploadName(name, type.ext, 'photo'),
    size: data.length,
  }
}

/** The contact form's honeypot field (`website`): a bot is answered as a person, nothing stored. */
const filledHoneypot = (body: unknown): boolean => {
  const website = (body as { website?: unknown } | null)?.website
  return website !== undefined && website !== null && String(website).trim() !== ''
}

const submitTestimonial =
  (payload: Payload): RequestHandler =>
  async (req, res) => {
    const input = parseInput(testimonialSubmissionSchema, req.body)
    const submitted = { data: { status: 'pending' as const } }
    if (filledHoneypot(req.body)) {
      res.status(201).json(submitted)
      return
    }
    if (input.project) {
      const allowed = await publicProjects(payload, readLanguageOf(res))
      if (!allowed.some((project) => project.id === input.project))
        throw new ApiError(400, 'validation_error', 'The request body is invalid.', {
          project: 'Choose one of the listed projects, or none.',
        })
    }
    const photo = input.photo ? photoFile(input.photo, input.name) : null
    await runInTransaction(payload, async (transactionID) => {
      const requestId = await spendLink(payload, transactionID, hashTestimonialToken(input.token))
      const context = { req: { transactionID }, overrideAccess: true, depth: 0 } as const
      const media = photo
        ? await payload.create({
            collection: 'media',
            data: { alt: `Photo of ${input.name}` },
            file: photo,
            ...context,
          })
        : null
      const testimonial = await payload.create({
        collection: 'testimonials',
        data: {
          state: 'pending',
          source: 'request',
          request: requestId,
          submittedAt: new Date().toISOString(),
          name: input.name,
          role: input.role ?? '',
          company: input.company ?? '',
          text: input.text,
          project: input.project ?? null,
          photo: media?.id ?? null,
        },
        ...context,
      })
      await sqlRunnerOf(payload, transactionID).execute(
        sql`UPDATE "testimonial_requests" SET "testimonial_id" = ${testimonial.id} WHERE "id" = ${requestId}`,
      )
    })
    res.status(201).set('Cache-Control', CACHING.noStore).json(submitted)
  }

const tokenParam = {
  name: 'token',
  type: 'string',
  description: 'The token of the link the client was emailed.',
} as const

/**
 * Testimonials: the approved ones (public, cached under `testimonials`), and the client's form
 * behind a request's single-use link (read it, submit it; rate-limited per address as the
 * contact form is, with its honeypot). Requests are made in the admin.
 */
export const testimonialRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/testimonials',
    tag: 'Testimonials',
    summary: 'The approved testimonials, newest first',
    description: `At most ${LIST_LIMIT}; \`project\` keeps those about one project.`,
    query: testimonialListQuery,
    cacheTags: ['testimonials', 'media', 'projects'],
    success: { status: 200, schema: 'TestimonialList', description: 'Approved testimonials.' },
    handlers: (payload) => [
      async (req, res) => {
        const { project } = parseInput(testimonialListQuery, req.query, 'query')
        const language = readLanguageOf(res)
        const projects = await publicProjects(payload, language)
        const publicIds = new Set(projects.map(({ id }) => id))
        // A client's words about a project under NDA are no visitor's to read.
        const where: Where = {
          and: [
            { state: { equals: 'approved' } },
            {
              or: [
                { project: { exists: false } },
                ...(publicIds.size ? [{ project: { in: [...publicIds] } }] : []),
              ],
            },
            ...(project ? [{ project: { equals: project } }] : []),
          ],
        }
        const found = await payload.find({
          collection: 'testimonials',
          where,
          sort: '-createdAt',
          limit: LIST_LIMIT,
          depth: 0,
          locale: language.locale as 'en',
          fallbackLocale: language.fallback as 'en',
          overrideAccess: true,
        })
        // The photos in one query, as the content reads fill theirs.
        const { fill } = await loadUploads(
          payload,
          found.docs.map((doc) => doc.photo),
          language,
        )
        res.json({
          data: found.docs.map((doc) =>
            serializeTestimonial({ ...doc, photo: fill(doc.photo) }, publicIds),
          ),
        })
      },
    ],
  },
  {
    method: 'post',
    path: '/testimonials',
    tag: 'Testimonials',
    summary: 'Send a testimonial through a request’s link (public)',
    description:
      'Spends the link (once; a used or expired one is a 410) and stores the testimonial as pending: nothing is shown until the owner approves it. Plain text only; a filled `website` field (the honeypot) is answered alike and stores nothing.',
    body: 'TestimonialInput',
    maxBody: '3mb',
    success: {
      status: 201,
      schema: 'TestimonialSubmittedResponse',
      description: 'Stored, waiting for approval.',
    },
    answers: [
      {
        status: 410,
        schema: 'Error',
        description: 'The link was used already (link_used) or has expired (link_expired).',
      },
    ],
    errors: [404, 429],
    handlers: (payload) => [
      inquiryRateLimit(sharedRateLimitStore(payload, 'testimonials')),
      submitTestimonial(payload),
    ],
  },
  {
    method: 'get',
    path: '/testimonial-requests/{token}',
    tag: 'Testimonials',
    summary: 'The request a testimonial link opens (public)',
    description: 'Who is asked and the public projects to choose from; 410 once used or expired.',
    params: [tokenParam],
    success: {
      status: 200,
      schema: 'TestimonialInvitationResponse',
      description: 'The request, unused and unexpired.',
    },
    answers: [
      {
        status: 410,
        schema: 'Error',
        description: 'The link was used already (link_used) or has expired (link_expired).',
      },
    ],
    errors: [404],
    handlers: (payload) => [
      async (req, res) => {
        res.set('Cache-Control', CACHING.noStore)
        // Any text: one that is no request's token is an unknown link (404).
        const request = await openRequest(payload, String(req.params.token))
        const projects = await publicProjects(payload, readLanguageOf(res))
        const suggested = typeof request.project === 'number' ? request.project : null
        res.json({
          data: {
            clientName: request.clientName,
            project: projects.some(({ id }) => id === suggested) ? suggested : null,
            projects,
            expiresAt: request.expiresAt,
          },
        })
      },
    ],
  },
]
