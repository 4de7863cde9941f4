import type { Endpoint } from 'payload'

import { refuseUnlessAdmin } from '../access/isAdmin'
import { CONTENT_COLLECTIONS } from '../../shared/model'
import {
  readMissingTranslations,
  TRANSLATABLE_GLOBALS,
  type TranslatableDocument,
} from '../languages/readMissingTranslations'

/** What one document's translations lack, for the sidebar to follow each save. */
export const translationStatusEndpoint: Endpoint = {
  path: '/translation-status',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req.user, 'Only an admin may read translation status.')
    if (refused) return refused
    const { global, collection, id } = (req.query ?? {}) as Record<string, string | undefined>
    const document: TranslatableDocument | null =
      global && (TRANSLATABLE_GLOBALS as readonly string[]).includes(global)
        ? { kind: 'global', slug: global }
        : collection && id && (CONTENT_COLLECTIONS as readonly string[]).includes(collection)
          ? { kind: 'collection', slug: collection, id }
          : null
    if (!document)
      return Response.json(
        { errors: [{ message: 'Name a translatable global, or a collection and an id.' }] },
        { status: 400 },
      )
    const data = await readMissingTranslations(req.payload, document, req)
    return Response.json({ data }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
