import type { RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { GatelessCall } from '../platform/publicReads/outage'
import type { PublicRead } from '../platform/publicReads/readCache'
import { MAX_DATABASE_INTEGER } from '../shared/parseCanonicalInteger'
import { ApiError } from './errors/apiError'
import { readPreviewToken } from './preview/previewAccess'

export type PathParam = {
  name: string
  description: string
  type: 'string' | 'integer'
  enum?: readonly string[]
  /** Bounds of an integer parameter. */
  minimum?: number
  maximum?: number
}

/**
 * One call of the contract, stated once: what the OpenAPI document says of it, how express
 * serves it and, for anonymous reads, which content its cached answer is built from. The route
 * table (`API_ROUTES`) is a list of these; nothing else lists the calls.
 */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI path below /api, e.g. `/projects/slug/{slug}` (express gets `:slug`). */
  path: string
  tag: string
  summary: string
  description?: string
  /** Needs `Authorization: Bearer <token>` of an admin. */
  admin?: boolean
  params?: PathParam[]
  query?: z.ZodObject
  /** Request body, by component name (`requestSchemas`). */
  body?: string
  /** The body may be left out entirely. */
  bodyOptional?: boolean
  /** A larger body than `MAX_JSON_BODY` it takes (e.g. `1mb`): a file sent as the body. */
  maxBody?: string
  /** The success answer; `schema` is a component name (`responseSchemas`); 202 has no body. */
  success:
    | { status: 200 | 201; schema: string; description: string }
    | { status: 202; description: string }
  /** Answers with a body of their own besides the success (health's 503), in place of a shared one. */
  answers?: { status: number; schema: string; description: string }[]
  /**
   * Shared error statuses beyond the ones `sharedStatusesOf` derives for every operation of
   * its kind (400, 404 for a path naming a record, 401/403 for admin, 413, 503).
   */
  errors?: number[]
  /**
   * A write that takes `If-Match` (the ETag of the record as the client read it) and answers 412
   * when the record changed since; its success carries the record's new ETag.
   */
  ifMatch?: boolean
  /** A write that takes `?locale=` to store that language's texts (`writeLanguageOf`). */
  translates?: boolean
  /**
   * Mounted ahead of the body parser, the token check and the database gate (health and this
   * document): neither 413 nor the gate's 503 can come from them.
   */
  bare?: boolean
  /**
   * Answers by itself while the database is down (the contact form keeps messages on disk), so
   * the database gate lets it through; its body is still parsed and checked.
   */
  worksWithoutDatabase?: boolean
  /**
   * For anonymous reads the public-read cache may keep: the content (collection and global
   * slugs) the answer is built from. A write to any of them drops the answer.
   */
  cacheTags?: readonly string[]
  /**
   * A public read that answers the latest drafts of this content (collection or global slug)
   * to a request with a valid `X-Preview-Token` for it (site previews), never cached.
   */
  preview?: string
  /** Its middleware and handler, given the Payload instance and the whole table. */
  handlers: (payload: Payload, routes: readonly ApiRoute[]) => RequestHandler[]
}

/** Said of every write: what a body may not set. */
export const IGNORED_FIELDS =
  'Unknown fields are ignored (not an error); id, createdAt, updatedAt and deleted are never taken from a body.'

export const slugParam: PathParam = {
  name: 'slug',
  type: 'string',
  description:
    "The record's URL slug, percent-encoded (a slug may hold letters of any script: `%E6%97%A5%E6%9C%AC`).",
}

export const idParam: PathParam = {
  name: 'id',
  type: 'integer',
  minimum: 1,
  maximum: MAX_DATABASE_INTEGER,
  description: "The record's id, in plain decimal digits (`01`, `+1` or `0x1` are a 400).",
}

/** `/projects/slug/{slug}` → `/projects/slug/:slug`. */
const expressPathOf = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1')

/**
 * A write that stores no texts per language, sent `?locale=`: a 400 naming `locale`, rather than
 * texts a client meant as a translation stored as the default language's.
 */
const refuseLocale: RequestHandler = (req, _res, next) => {
  if (req.query.locale === undefined) return next()
  next(
    new ApiError(400, 'validation_error', 'The query string is invalid.', {
      locale: 'This call stores no translated texts; send it without ?locale=.',
    }),
  )
}

/**
 * Registers each route on the router, in the table's order; a preview read checks its
 * `X-Preview-Token` first (`readPreviewToken`), a write that does not translate refuses
 * `?locale=` (`refuseLocale`). A route with a parameter leaves the table's literal paths to
 * their own routes (`PUT /projects/all` is no id `all`, but a method `/projects/all` does not
 * take: the router's 405).
 */
export const mountRoutes = (
  router: Router,
  payload: Payload,
  routes: readonly ApiRoute[],
  table: readonly ApiRoute[] = routes,
): void => {
  const literals = literalPathsOf(table)
  for (const route of routes) {
    const pattern = patternOf(route, { typed: false })
    const shadowed = new Set([...literals].filter((path) => pattern.test(path)))
    router[route.method](
      expressPathOf(route.path),
      ...(shadowed.size > 0 && route.params?.length ? [skipPaths(shadowed)] : []),
      ...(route.preview ? [readPreviewToken] : []),
      ...(route.method !== 'get' && !route.translates ? [refuseLocale] : []),
      ...route.handlers(payload, table),
    )
  }
}

/** A path as the router compares it: without a trailing slash, in lower case. */
const routerPathOf = (path: string): string =>
  (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase()

/** The table's paths without parameters (`/projects/all`, `/inquiries/unread`). */
const literalPathsOf = (routes: readonly ApiRoute[]): Set<string> =>
  new Set(
    routes.filter((route) => !route.path.includes('{')).map((route) => routerPathOf(route.path)),
  )

/** Passes a request for one of `paths` on to the next route. */
const skipPaths =
  (paths: Set<string>): RequestHandler =>
  (req, _res, next) =>
    next(paths.has(routerPathOf(req.path)) ? 'route' : undefined)

/**
 * The path pattern of a route: an integer parameter matches digits, any other one segment; with
 * `typed: false` every parameter matches any one segment, as Express's own routing does.
 */
const patternOf = (route: ApiRoute, { typed = true } = {}): RegExp => {
  const types = new Map((route.params ?? []).map((param) => [param.name, param.type]))
  const source = route.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      return typed && types.get(name) === 'integer' ? '\\d+' : '[^/]+'
    })
    .join('')
  return new RegExp(`^${source}$`)
}

/**
 * The methods the table serves at a path (`HEAD` with every `GET`), matched as Express matches
 * it: a parameter is any one segment, except that a literal path of the table (`/projects/all`)
 * is served by its own routes only. Empty when no route has the path at all.
 */
export const methodsServedAt = (routes: readonly ApiRoute[], path: string): string[] => {
  const served = new Set<string>()
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path
  const literal = literalPathsOf(routes).has(routerPathOf(path))
  for (const route of routes) {
    if (literal && route.params?.length) continue
    if (!patternOf(route, { typed: false }).test(trimmed)) continue
    served.add(route.method.toUpperCase())
    if (route.method === 'get') served.add('HEAD')
  }
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => served.has(method))
}

/**
 * An anonymous read of public content: the public-read cache keeps its answers, and it answers
 * in the language `?locale=` asks for (`Content-Language`).
 */
export const isPublicRead = (route: ApiRoute): boolean =>
  route.method === 'get' && !route.admin && route.cacheTags !== undefined

/** What every public read is also built from: the site's languages decide what `locale` may be. */
const LANGUAGES_TAG = 'site-languages'

/**
 * The public-read cache's table: every route that names the content its answer is built from,
 * and the site's languages (disabling one drops the answers in it).
 */
export const publicReadsOf = (routes: readonly ApiRoute[]): PublicRead[] =>
  routes.flatMap((route) =>
    isPublicRead(route)
      ? [{ path: patternOf(route), tags: [...new Set([...route.cacheTags!, LANGUAGES_TAG])] }]
      : [],
  )

/**
 * The calls the database gate lets through during an outage: the `bare` routes (health, this
 * document) and those that say they work without the database.
 */
export const callsPastDatabaseGate = (routes: readonly ApiRoute[]): GatelessCall[] =>
  routes.flatMap((route) =>
    route.bare || route.worksWithoutDatabase
      ? [{ method: route.method.toUpperCase(), path: patternOf(route) }]
      : [],
  )
