import { adminEndpoint, dataAnswer, errorsAnswer } from './adminEndpoint'
import { CONTENT_COLLECTIONS } from '../../shared/model'
import {
  readMissingTranslations,
  TRANSLATABLE_GLOBALS,
  type TranslatableDocument,
} from '../languages/readMissingTranslations'

/** What one document's translations lack, for the sidebar to follow each save. */
export const translationStatusEndpoint = adminEndpoint(
  'Only an admin may read translation status.',
  {
    path: '/translation-status',
    method: 'get',
    handler: async (req) => {
      const { global, collection, id } = (req.query ?? {}) as Record<string, string | undefined>
      const document: TranslatableDocument | null =
        global && (TRANSLATABLE_GLOBALS as readonly string[]).includes(global)
          ? { kind: 'global', slug: global }
          : collection && id && (CONTENT_COLLECTIONS as readonly string[]).includes(collection)
            ? { kind: 'collection', slug: collection, id }
            : null
      if (!document)
        return errorsAnswer(400, 'Name a translatable global, or a collection and an id.')
      return dataAnswer(await readMissingTranslations(req.payload, document, req))
    },
  },
)
