import type { UIFieldServerProps } from 'payload'

import {
  readMissingTranslations,
  type TranslatableDocument,
} from '../languages/readMissingTranslations'
import { TranslationStatusList } from './TranslationStatusList'

/**
 * In a translatable document's sidebar: for each enabled language besides the default one,
 * whether this document is fully translated, or which texts it still lacks (those show in the
 * default language on the site). Nothing on a one-language site. Read here as the page opens,
 * and again by the list after every save.
 */
export const TranslationStatus = async ({
  id,
  payload,
  req,
  document,
}: UIFieldServerProps & { document: Omit<TranslatableDocument, 'id'> }) => {
  if (document.kind === 'collection' && id === undefined) return null
  const missing = await readMissingTranslations(
    payload,
    { ...document, id: id! } as TranslatableDocument,
    req,
  )
  if (Object.keys(missing).length === 0) return null
  const query =
    document.kind === 'global'
      ? `global=${document.slug}`
      : `collection=${document.slug}&id=${String(id)}`
  return <TranslationStatusList initial={missing} query={query} />
}
