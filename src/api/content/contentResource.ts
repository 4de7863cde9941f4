import type { Request } from 'express'
import type { Payload, Where } from 'payload'

import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { RecordShape } from '../../records/recordShape'
import type { ApiRoute } from '../apiRoute'
import { type ListQuery, type ListQueryOptions, OWNER_ORDER } from '../request/parseListQuery'

/**
 * One soft-deletable collection the contract serves, stated once: its routes and OpenAPI
 * operations (`contentRoutes`), components and the public-read cache's table come from it.
 */
export type ContentResource<Doc, Dto, SortField extends string = string> = RecordShape<Doc, Dto> & {
  /** Mount path below /api, e.g. `/projects`. */
  path: `/${string}`
  /** The OpenAPI tag, plural: "Projects". */
  tag: string
  /** Component names: `Project`, `ProjectList`, `ProjectResponse`, `ProjectInput`, `ProjectUpdate`. */
  schemaName: string
  /** What identifies a record in the path: its slug (projects, skills) or its id. */
  key: 'slug' | 'id'
  /** Other content its public answers embed (e.g. `media` for uploads), besides its own. */
  embeds?: readonly string[]
  /** Sort whitelist, default sort and which filters the lists accept. */
  list: Omit<ListQueryOptions<SortField>, 'defaultLimit'>
  /** What `search` matches, for the OpenAPI document. */
  searchDescription?: string
  /** The `where` of a case-insensitive substring search (already escaped for LIKE). */
  searchWhere?: (likeTerm: string) => Where
  /** The field `category` filters on (exact match). */
  categoryField?: string
  /**
   * The `where` of the list filters of its own (`tag`, `project`: see `list`), or null when they
   * can match nothing (a project that is not public), which answers an empty page.
   */
  filterWhere?: (payload: Payload, query: ListQuery) => Promise<Where[] | null>
  /** Fills in the uploads (`loadUploads`) and named documents (a post's projects) of depth-0 docs. */
  populateUploads?: (payload: Payload, docs: Doc[], language?: ReadLanguage) => Promise<Doc[]>
  /**
   * What anyone but the owner sees of a record (a project under NDA: its teaser), in lists and
   * alone, unless `opens` says this request may read it whole (a project's access cookie).
   */
  publicView?: {
    conceal: (dto: Dto) => Dto
    opens: (payload: Payload, req: Request, dto: Dto) => Promise<boolean>
  }
  /** Calls of its own beyond the shared seven (skills by category), listed after them. */
  moreRoutes?: () => ApiRoute[]
}

/** Whether a record is public, as the admin `/all` lists tell (a `draft` was never published). */
export const PUBLISH_STATUSES = ['published', 'draft'] as const
export type PublishStatus = (typeof PUBLISH_STATUSES)[number]

/** How a record is named in the path. */
export type ContentKey = { slug: string } | { id: number }

/** `sortBy` values of the experience, education and interest lists; the owner's order first. */
export const TIMELINE_SORT_FIELDS = [OWNER_ORDER, 'id', 'title', 'createdAt', 'updatedAt'] as const
