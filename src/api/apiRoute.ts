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
  minimum?: number
  maximum?: number
}

/** One call of the contract, stated once (OpenAPI, express, cache tags); see `API_ROUTES`. */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI path below /api, e.g. `/projects/slug/{slug}` (express gets `:slug`). */
  path: string
  tag: string
  summary: string
  description?: string
  admin?: boolean
  params?: PathParam[]
  query?: z.ZodObject
  /** Component name in `requestSchemas`. */
  body?: string
  bodyOptional?: boolean
  /** Above `MAX_JSON_BODY` (e.g. `1mb`): a file sent as the body. */
  maxBody?: string
  success:
    | { status: 200 | 201; schema: string; description: string }
    | { status: 202; description: string }
  /** Answers with a body of their own (health's 503), in place of a shared one. */
  answers?: { status: number; schema: string; description: string }[]
  /** Error statuses beyond those `sharedStatusesOf` derives for the operation's kind. */
  errors?: number[]
  /** Takes `If-Match` and answers 412 when the record changed since the client read it. */
  ifMatch?: boolean
  /** Takes `?locale=` to store that language's texts (`writeLanguageOf`). */
  translates?: boolean
  /** Mounted ahead of the body parser, token check and database gate: no 413 or gate 503. */
  bare?: boolean
  /** Answers while the database is down (the contact form keeps messages on disk). */
  worksWithoutDatabase?: boolean
  /** Collection and global slugs a cached anonymous answer is built from; a write drops it. */
  cacheTags?: readonly string[]
  /** Slug whose drafts it answers to a valid `X-Preview-Token`; never cached. */
  preview?: string
  handlers: (payload: Payload, routes: readonly ApiRoute[]) => RequestHandler[]
}

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

const expressPathOf = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1')

/** A 400 rather than storing texts meant as a translation as the default language's. */
const refuseLocale: RequestHandler = (req, _res, next) => {
  if (req.query.locale === undefined) return next()
  next(
    new ApiError(400, 'validation_error', 'The query string is invalid.', {
      locale: 'This call stores no translated texts; send it without ?locale=.',
    }),
  )
}

/**
 * Registers the routes in table order. A route with a parameter skips the table's literal paths
 * (`PUT /projects/all` is no id `all` but the router's 405).
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

const routerPathOf = (path: string): string =>
  (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase()

const literalPathsOf = (routes: readonly ApiRoute[]): Set<string> =>
  new Set(
    routes.filter((route) => !route.path.includes('{')).map((route) => routerPathOf(route.path)),
  )

const skipPaths =
  (paths: Set<string>): RequestHandler =>
  (req, _res, next) =>
    next(paths.has(routerPathOf(req.path)) ? 'route' : undefined)

/** `typed: false` matches any segment for every parameter, as Express's own routing does. */
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

/** The methods served at a path, matched as Express matches it (literal paths win). */
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

/** An anonymous read the public-read cache keeps, answered in the `?locale=` language. */
export const isPublicRead = (route: ApiRoute): boolean =>
  route.method === 'get' && !route.admin && route.cacheTags !== undefined

/** What every public read is also built from: the site's languages decide what `locale` may be. */
const LANGUAGES_TAG = 'site-languages'

/** Every public read also depends on the languages: disabling one drops its answers. */
export const publicReadsOf = (routes: readonly ApiRoute[]): PublicRead[] =>
  routes.flatMap((route) =>
    isPublicRead(route)
      ? [{ path: patternOf(route), tags: [...new Set([...route.cacheTags!, LANGUAGES_TAG])] }]
      : [],
  )

export const callsPastDatabaseGate = (routes: readonly ApiRoute[]): GatelessCall[] =>
  routes.flatMap((route) =>
    route.bare || route.worksWithoutDatabase
      ? [{ method: route.method.toUpperCase(), path: patternOf(route) }]
      : [],
  )
