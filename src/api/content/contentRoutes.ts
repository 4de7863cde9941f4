import type { Request } from 'express'
import { z } from 'zod'

import type { User } from '../../shared/payload-types'
import { type ApiRoute, idParam, IGNORED_FIELDS, slugParam } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { readLanguageOf } from '../languages/readLanguage'
import { writeLanguageOf } from '../languages/writeLanguage'
import { readsDraftsOf } from '../preview/previewAccess'
import { ifMatchOf } from '../request/checkIfMatch'
import { parseIdParam } from '../request/idParam'
import { parseInput } from '../request/parseInput'
import {
  ADMIN_LIMIT,
  listQueryParser,
  listQuerySchema,
  PUBLIC_LIMIT,
} from '../request/parseListQuery'
import { objectOrNoBody } from '../request/objectOrNoBody'
import { itemEnvelope, listEnvelope } from '../response/envelopeSchemas'
import { jsonWithEtag } from '../response/jsonWithEtag'
import { CACHING } from '../../platform/http/cachePolicies'
import { type ContentKey, type ContentResource, PUBLISH_STATUSES } from './contentResource'
import { findContent, listContent, seesPublicView } from './readContent'
import { createContent, setContentDeleted, updateContent } from './writeContent'

/** The signed-in admin of a route behind `requireAdmin`. */
const adminOf = (req: Request): User => requestUser(req)!

/**
 * The seven routes every soft-deletable resource shares (spec section 7), from its descriptor;
 * `{key}` is `slug/{slug}` or `{id}`.
 */
// The resource's document and DTO types do not matter past this point.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const contentRoutes = (resource: ContentResource<any, any>): ApiRoute[] => {
  const { path, tag, noun, key, schemaName } = resource
  const keyPath = key === 'slug' ? `${path}/slug/{slug}` : `${path}/{id}`
  const params = [key === 'slug' ? slugParam : idParam]
  const keyOf = (req: Request): ContentKey =>
    // Slugs are stored composed (NFC): an address sent decomposed names the same record.
    key === 'slug'
      ? { slug: String(req.params.slug).normalize('NFC') }
      : { id: parseIdParam(req.params.id) }
  const prepare = (input: unknown, current?: unknown) =>
    resource.toData ? resource.toData(input as never, current) : (input as Record<string, unknown>)
  const query = (defaultLimit: number) =>
    listQuerySchema({ ...resource.list, defaultLimit }).pick({
      page: true,
      limit: true,
      sortBy: true,
      sortOrder: true,
      ...(resource.list.search ? { search: true } : {}),
      ...(resource.list.categories ? { category: true } : {}),
      ...(resource.list.tagLength ? { tag: true } : {}),
      ...(resource.list.project ? { project: true } : {}),
    }) as z.ZodObject
  const cacheTags = [resource.collection, ...(resource.embeds ?? [])]
  const duplicate = key === 'slug' ? [409] : []
  const names = {
    input: `${schemaName}Input`,
    update: `${schemaName}Update`,
    item: `${schemaName}Response`,
    list: `${schemaName}List`,
    adminList: `${schemaName}AdminList`,
  }
  const plural = tag.toLowerCase()

  /** `DELETE /{key}` soft-deletes, `PATCH /{key}/restore` restores: the same write. */
  const setDeletedRoute = (deleted: boolean): ApiRoute => ({
    method: deleted ? 'delete' : 'patch',
    path: deleted ? keyPath : `${keyPath}/restore`,
    tag,
    admin: true,
    params,
    summary: deleted
      ? `Soft-delete a ${noun} (hidden from the public, restorable)`
      : `Restore a soft-deleted ${noun}`,
    success: {
      status: 200,
      schema: names.item,
      description: `The ${noun}, now deleted: ${deleted}.`,
    },
    ifMatch: true,
    handlers: (payload) => [
      requireAdmin,
      objectOrNoBody,
      async (req, res) => {
        jsonWithEtag(res, {
          data: await setContentDeleted(payload, resource, keyOf(req), deleted, {
            user: adminOf(req),
            ifMatch: ifMatchOf(req),
          }),
        })
      },
    ],
  })

  return [
    {
      method: 'get',
      path,
      tag,
      summary: `List ${plural} (public, never soft-deleted ones)`,
      description: resource.searchDescription ? `search: ${resource.searchDescription}` : undefined,
      query: query(PUBLIC_LIMIT),
      success: { status: 200, schema: names.list, description: `A page of ${plural}.` },
      cacheTags,
      preview: resource.collection,
      handlers: (payload) => {
        const parseList = listQueryParser({ ...resource.list, defaultLimit: PUBLIC_LIMIT })
        return [
          async (req, res) => {
            const list = parseList(req.query)
            res.json(
              await listContent(payload, resource, list, {
                user: requestUser(req),
                draft: readsDraftsOf(req, resource.collection),
                language: readLanguageOf(res),
              }),
            )
          },
        ]
      },
    },
    {
      method: 'get',
      path: `${path}/all`,
      tag,
      admin: true,
      summary: `List every ${noun}, soft-deleted and unpublished ones included (admin)`,
      description:
        'Each record as it is public (or, never published, as first saved), with its `publishStatus`.',
      query: query(ADMIN_LIMIT),
      success: {
        status: 200,
        schema: names.adminList,
        description: `A page of ${plural}, each with its publication status.`,
      },
      handlers: (payload) => {
        const parseList = listQueryParser({ ...resource.list, defaultLimit: ADMIN_LIMIT })
        return [
          requireAdmin,
          async (req, res) => {
            const list = parseList(req.query)
            res.json(
              await listContent(payload, resource, list, {
                user: adminOf(req),
                includeDeleted: true,
              }),
            )
          },
        ]
      },
    },
    {
      method: 'post',
      path,
      tag,
      admin: true,
      summary: `Create a ${noun}`,
      description:
        IGNORED_FIELDS +
        (key === 'slug' ? ' Without a slug, one is derived from the title/name.' : ''),
      body: names.input,
      success: { status: 201, schema: names.item, description: `The new ${noun}.` },
      errors: duplicate,
      handlers: (payload) => [
        requireAdmin,
        async (req, res) => {
          const input = parseInput(resource.schemas.create, req.body)
          const data = await createContent(payload, resource, prepare(input), {
            user: adminOf(req),
          })
          res.status(201).json({ data })
        },
      ],
    },
    {
      method: 'get',
      path: keyPath,
      tag,
      params,
      summary: `One ${noun} (public; 404 when soft deleted)`,
      success: { status: 200, schema: names.item, description: `The ${noun}.` },
      cacheTags,
      preview: resource.collection,
      handlers: (payload) => [
        async (req, res) => {
          const caller = {
            user: requestUser(req),
            draft: readsDraftsOf(req, resource.collection),
            language: readLanguageOf(res),
          }
          const doc = await findContent(payload, resource, keyOf(req), caller)
          const dto = resource.serialise(doc)
          const view = seesPublicView(caller) ? resource.publicView : undefined
          if (!view) return res.json({ data: dto })
          const concealed = view.conceal(dto)
          // Only what anyone sees may be cached and replayed (the cache already passes requests
          // with an access cookie by): a record opened for this visitor is theirs alone.
          if (concealed === dto || !(await view.opens(payload, req, dto)))
            return res.json({ data: concealed })
          res.set({ 'Cache-Control': CACHING.private, 'X-Robots-Tag': 'noindex' })
          res.json({ data: dto })
        },
      ],
    },
    {
      method: 'put',
      path: keyPath,
      tag,
      admin: true,
      params,
      summary: `Update a ${noun}: the given fields are merged`,
      description: IGNORED_FIELDS + (key === 'slug' ? ' A new slug renames the record.' : ''),
      body: names.update,
      success: { status: 200, schema: names.item, description: `The updated ${noun}.` },
      errors: duplicate,
      ifMatch: true,
      translates: true,
      handlers: (payload) => [
        requireAdmin,
        async (req, res) => {
          const recordKey = keyOf(req)
          const input = parseInput(resource.schemas.update, req.body)
          const language = await writeLanguageOf(req, payload)
          const data = await updateContent(
            payload,
            resource,
            recordKey,
            (current) => prepare(input, current),
            { user: adminOf(req), ifMatch: ifMatchOf(req), language },
          )
          jsonWithEtag(res, { data })
        },
      ],
    },
    setDeletedRoute(true),
    setDeletedRoute(false),
    ...(resource.moreRoutes?.() ?? []),
  ]
}

/** The OpenAPI components of a resource, by the names its routes use. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const contentSchemas = (resource: ContentResource<any, any>) => ({
  requests: {
    [`${resource.schemaName}Input`]: resource.schemas.create,
    [`${resource.schemaName}Update`]: resource.schemas.update,
  },
  responses: {
    [resource.schemaName]: resource.schemas.dto,
    [`${resource.schemaName}List`]: listEnvelope(resource.schemas.dto),
    [`${resource.schemaName}AdminList`]: listEnvelope(
      (resource.schemas.dto as z.ZodObject).extend({
        publishStatus: z
          .enum(PUBLISH_STATUSES)
          .describe('published: visitors see this record; draft: they do not.'),
      }),
    ),
    [`${resource.schemaName}Response`]: itemEnvelope(resource.schemas.dto),
  },
})
