import type { Payload, Where } from 'payload'

import type { ListQueryOptions } from '../http/parseListQuery'

/** The soft-deletable collections the contract serves. */
export type ContentSlug = 'projects' | 'skills' | 'experiences' | 'education' | 'interests'

/**
 * How the contract reads and writes one soft-deletable collection: which columns to select,
 * how uploads are filled in, how to search and filter, and how a document becomes its DTO.
 */
export type ContentResource<Doc, Dto, SortField extends string = string> = {
  collection: ContentSlug
  /** Singular noun for messages: "No project with slug …". */
  noun: string
  /** What identifies a record in the path: its slug (projects, skills) or its id. */
  key: 'slug' | 'id'
  select: Record<string, true>
  serialise: (doc: Doc) => Dto
  /** Sort whitelist, default sort and which filters the lists accept. */
  list: Omit<ListQueryOptions<SortField>, 'defaultLimit'>
  /** The `where` of a case-insensitive substring search (already escaped for LIKE). */
  searchWhere?: (likeTerm: string) => Where
  /** The field `category` filters on (exact match). */
  categoryField?: string
  /**
   * Fills in the uploads of docs read at depth 0, with one direct media query (see
   * `loadMediaByIds`) rather than Payload's depth-1 population, a second full `find`.
   */
  populateUploads?: (payload: Payload, docs: Doc[]) => Promise<Doc[]>
}

/**
 * Documents read at depth 0 with their uploads filled in (for resources that have uploads):
 * every read and write of the contract goes through here, so all answer the same upload shape.
 */
export const withUploads = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  docs: Doc[],
): Promise<Doc[]> => (resource.populateUploads ? resource.populateUploads(payload, docs) : docs)

/** How a record is named in the path. */
export type ContentKey = { slug: string } | { id: number }

/** Escapes LIKE wildcards so a search is a literal substring (Postgres' default escape is \). */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`)
