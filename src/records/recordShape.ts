import type { z } from 'zod'

import type { ResourceSlug } from '../shared/model'
import type { DtoStatement } from './dtoFields'

/**
 * One kind of record as the contract takes and answers it, stated once: the contract's
 * descriptor (`ContentResource`) and the JSON Resume import both build on it.
 */
export type RecordShape<Doc, Dto> = {
  collection: ResourceSlug
  /** Singular noun for messages: "No project with slug …". */
  noun: string
  select: Record<string, true>
  serialise: (doc: Doc) => Dto
  schemas: { create: z.ZodType; update: z.ZodType; dto: z.ZodType<Dto> }
  /** Validated input (and the current record, on update) → Payload data; identity by default. */
  toData?: (input: never, current?: Doc) => Record<string, unknown>
}

/** A record's shape from its write schemas and its answer (`dtoStatement`). */
export const recordOf = <Doc, Dto>(
  collection: ResourceSlug,
  noun: string,
  writes: { create: z.ZodType; update: z.ZodType },
  answer: DtoStatement<Doc, Dto>,
  toData?: RecordShape<Doc, Dto>['toData'],
): RecordShape<Doc, Dto> => ({
  collection,
  noun,
  select: answer.select,
  serialise: answer.serialise,
  schemas: { ...writes, dto: answer.schema },
  ...(toData && { toData }),
})
