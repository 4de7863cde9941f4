import express, { type Request, type Router } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { ListResponse } from '../../shared/apiTypes'
import type { User } from '../../shared/payload-types'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { objectOrNoBody } from '../http/objectOrNoBody'
import { ADMIN_LIMIT, type ListQuery, parseListQuery, PUBLIC_LIMIT } from '../http/parseListQuery'
import { parseIdParam } from '../validation/idParam'
import { parseInput } from '../validation/parseInput'
import type { ContentKey, ContentResource } from './contentResource'
import { findContent } from './findContent'
import { listContent } from './listContent'
import { createContent, setContentDeleted, updateContent } from './writeContent'

export type ContentRoutesOptions<Doc, Dto> = {
  /** Mount path, e.g. `/projects`. */
  path: string
  resource: ContentResource<Doc, Dto>
  /** The resource's public list function (the seam a cache wraps). */
  listPublic: (payload: Payload, query: ListQuery, user: User | null) => Promise<ListResponse<Dto>>
  createSchema: z.ZodType
  updateSchema: z.ZodType
  /** Validated input (and the current record, on update) → Payload data; identity by default. */
  toData?: (input: never, current?: Doc) => Record<string, unknown>
}

/** The signed-in admin of a route behind `requireAdmin`. */
const adminOf = (req: Request): User => requestUser(req)!

/**
 * The routes every soft-deletable resource shares (spec section 7):
 * public `GET /` and `GET /{key}`; admin `GET /all` (deleted included), `POST /`,
 * `PUT /{key}` (merge), `DELETE /{key}` (soft) and `PATCH /{key}/restore`.
 * `{key}` is `slug/{slug}` for projects and skills, `{id}` for the others.
 */
export const contentRoutes = <Doc, Dto>(
  payload: Payload,
  {
    path,
    resource,
    listPublic,
    createSchema,
    updateSchema,
    toData,
  }: ContentRoutesOptions<Doc, Dto>,
): Router => {
  const router = express.Router()
  const keyPath = resource.key === 'slug' ? `${path}/slug/:key` : `${path}/:key`
  const keyOf = (req: Request): ContentKey =>
    resource.key === 'slug'
      ? { slug: String(req.params.key) }
      : { id: parseIdParam(req.params.key) }
  const prepare = (input: unknown, current?: Doc) =>
    toData ? toData(input as never, current) : (input as Record<string, unknown>)

  router.get(path, async (req, res) => {
    const query = parseListQuery(req.query, { ...resource.list, defaultLimit: PUBLIC_LIMIT })
    res.json(await listPublic(payload, query, requestUser(req)))
  })

  router.get(`${path}/all`, requireAdmin, async (req, res) => {
    const query = parseListQuery(req.query, { ...resource.list, defaultLimit: ADMIN_LIMIT })
    res.json(
      await listContent(payload, resource, query, { user: adminOf(req), includeDeleted: true }),
    )
  })

  router.post(path, requireAdmin, async (req, res) => {
    const input = parseInput(createSchema, req.body)
    const data = await createContent(payload, resource, prepare(input), { user: adminOf(req) })
    res.status(201).json({ data })
  })

  router.get(keyPath, async (req, res) => {
    const doc = await findContent(payload, resource, keyOf(req), { user: requestUser(req) })
    res.json({ data: resource.serialise(doc) })
  })

  router.put(keyPath, requireAdmin, async (req, res) => {
    const key = keyOf(req)
    const input = parseInput(updateSchema, req.body)
    const data = await updateContent(payload, resource, key, (current) => prepare(input, current), {
      user: adminOf(req),
    })
    res.json({ data })
  })

  router.delete(keyPath, requireAdmin, objectOrNoBody, async (req, res) => {
    res.json({
      data: await setContentDeleted(payload, resource, keyOf(req), true, { user: adminOf(req) }),
    })
  })

  router.patch(`${keyPath}/restore`, requireAdmin, objectOrNoBody, async (req, res) => {
    res.json({
      data: await setContentDeleted(payload, resource, keyOf(req), false, { user: adminOf(req) }),
    })
  })

  return router
}
