import type { UIFieldServerProps } from 'payload'

import {
  readMissingTranslations,
  type TranslatableDocument,
} from '../languages/readMissingTranslations'
import { TranslationStatusList } from './TranslationStatusList'

/** Which texts each language still lacks (they show in the default language). */
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
