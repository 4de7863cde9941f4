import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'

import { pathInLanguage } from '../../shared/languages/languagePath'
import { readSiteLanguages } from '../languages/readSiteLanguages'
import { normaliseRedirectPath, type SlugPageCollection, slugPageAddress } from './redirectRules'
import { REDIRECTS_SLUG } from './validateRedirect'

type RedirectRow = {
  id: number
  from: string
  to?: { type?: string | null; reference?: { relationTo?: string; value?: unknown } | null } | null
}

const slugBeforeKey = (collection: string, id: number | string) =>
  `publicSlugBefore:${collection}:${String(id)}`

/** The collection's own row; a draft lives in its versions. */
const publicRow = async (req: PayloadRequest, collection: string, id: number | string) =>
  (await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    select: { slug: true, _status: true },
    req,
  })) as { slug?: string | null; _status?: string | null } | null

export const notePublicSlug: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  // A draft's save has `_status: 'draft'` by now; anything else writes the public row.
  if (operation !== 'update' || originalDoc?.id === undefined || data._status === 'draft')
    return data
  const current = await publicRow(req, collection.slug, originalDoc.id)
  if (current?._status === 'published' && current.slug)
    req.context[slugBeforeKey(collection.slug, originalDoc.id)] = current.slug
  return data
}

const pointsTo = (row: RedirectRow, collection: string, id: number): boolean => {
  const reference = row.to?.type === 'reference' ? row.to.reference : null
  const value = reference?.value
  return (
    reference?.relationTo === collection &&
    (typeof value === 'object' && value ? (value as { id?: unknown }).id : value) === id
  )
}

/** To the record itself, not its new address, so renames never chain. */
export const redirectRenamedAddress: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const key = slugBeforeKey(collection.slug, doc.id)
  const before = req.context[key]
  delete req.context[key]
  if (typeof before !== 'string') return doc
  // Read again rather than taken from `doc`, which holds only what the write selected.
  const now = await publicRow(req, collection.slug, doc.id)
  if (now?._status !== 'published' || !now.slug || now.slug === before) return doc
  const slug = now.slug
  const kind = collection.slug as SlugPageCollection
  const site = await readSiteLanguages(req.payload, req)
  const addressesOf = (slug: string): string[] =>
    site.enabled.map((code) =>
      normaliseRedirectPath(pathInLanguage(slugPageAddress(kind, slug), code, site.default)),
    )
  const oldAddresses = kind === 'projects' && /^\d+$/.test(before) ? [] : addressesOf(before)
  const newAddresses = addressesOf(slug)
  const { docs } = await req.payload.find({
    collection: REDIRECTS_SLUG,
    where: { from: { in: [...oldAddresses, ...newAddresses] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const rows = docs as unknown as RedirectRow[]
  for (const row of rows) {
    if (newAddresses.includes(row.from) && pointsTo(row, kind, doc.id))
      await req.payload.delete({
        collection: REDIRECTS_SLUG,
        id: row.id,
        overrideAccess: true,
        req,
      })
  }
  const taken = new Set(rows.map((row) => row.from))
  for (const from of oldAddresses.filter((address) => !taken.has(address))) {
    await req.payload.create({
      collection: REDIRECTS_SLUG,
      data: {
        from,
        to: { type: 'reference', reference: { relationTo: kind, value: doc.id } },
        type: '301',
      },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
