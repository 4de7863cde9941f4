import type { Payload, Where } from 'payload'

import { isNotDeleted, isPublicContent } from '../../cms/access/publishedOrAdmin'
import type { TransactionId } from '../../platform/db/transactionSql'
import type { User } from '../../shared/payload-types'
import type { ResourceSlug } from '../../shared/model'
import {
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
  textsInLanguage,
} from '../../cms/languages/textsInLanguage'

/**
 * Who is reading: a signed-in user or nobody; whether soft-deleted records may show (the admin
 * `/all` lists); whether the latest drafts are read instead of the published versions (a
 * preview the caller has already been authorised for); the transaction a write reads in, if
 * any (`runInTransaction`); the language the texts are read in (the first language by default).
 */
export type ContentCaller = {
  user: User | null
  includeDeleted?: boolean
  draft?: boolean
  transactionID?: TransactionId
  language?: ReadLanguage
}

/**
 * The filter a read starts from: nothing for the admin lists, "not soft deleted" for a preview
 * (its drafts are not published yet), otherwise only what visitors may see.
 */
export const visibilityFilter = ({
  includeDeleted = false,
  draft = false,
}: ContentCaller): Where[] => {
  if (includeDeleted) return []
  return [draft ? isNotDeleted : isPublicContent]
}

type FindArgs = {
  collection: ResourceSlug
  where: Where
  limit: number
  page?: number
  sort?: string | string[]
  select: Record<string, true>
}

/**
 * An anonymous read of public records goes straight to the database adapter. What Payload's
 * operation layer would add is already in the query — the only read rule for anonymous callers,
 * "published and not soft deleted" (`src/cms/access/publishedOrAdmin.ts`), is the filter every
 * such read carries (`visibilityFilter`) — or
 * does not exist on these collections: no field access rules, no read hooks
 * (`contentCollections.test.ts` fails if either appears). It makes an uncached read ~15–20% cheaper.
 */
const isAnonymousPublic = ({
  user,
  includeDeleted = false,
  draft = false,
}: ContentCaller): boolean => user === null && !includeDeleted && !draft

/** Documents of a content collection at depth 0 (uploads are filled in by `withUploads`). */
export const findContentDocs = async (
  payload: Payload,
  args: FindArgs,
  caller: ContentCaller,
): Promise<unknown[]> => {
  const query = { ...args, pagination: false } as const
  const language = caller.language ?? FIRST_LANGUAGE_READ
  if (isAnonymousPublic(caller)) {
    // The adapter answers every language of each text; Payload's read would pick one.
    const { docs } = await payload.db.find({ ...query, locale: language.locale, req: undefined })
    const fields = payload.collections[args.collection].config.flattenedFields
    return docs.map((doc) => textsInLanguage(fields, doc, language))
  }
  // Every language of each text, put in the language here as the public reads do: so an
  // admin's read (and the one a write compares its If-Match with) names its untranslated
  // texts, and has the same ETag as the anonymous read of the same record.
  const { docs } = await payload.find({
    ...query,
    locale: 'all',
    depth: 0,
    user: caller.user ?? undefined,
    // A preview was authorised by its signed token, not by the caller's account.
    ...(caller.draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
    ...(caller.transactionID === undefined ? {} : { req: { transactionID: caller.transactionID } }),
  })
  const fields = payload.collections[args.collection].config.flattenedFields
  return docs.map((doc) => textsInLanguage(fields, doc, language))
}

/** How many documents of a content collection match `where`, by the same rules as `findContentDocs`. */
export const countContentDocs = async (
  payload: Payload,
  { collection, where }: { collection: ResourceSlug; where: Where },
  caller: ContentCaller,
): Promise<number> =>
  (isAnonymousPublic(caller)
    ? await payload.db.count({
        collection,
        where,
        locale: (caller.language ?? FIRST_LANGUAGE_READ).locale,
        req: undefined,
      })
    : await payload.count({
        collection,
        where,
        locale: (caller.language ?? FIRST_LANGUAGE_READ).locale as never,
        user: caller.user ?? undefined,
        ...(caller.draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
      })
  ).totalDocs
