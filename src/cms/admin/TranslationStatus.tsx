import type { UIFieldServerProps } from 'payload'

import { languageOf } from '../../shared/languages/languageCatalogue'
import {
  readMissingTranslations,
  type TranslatableDocument,
} from '../languages/readMissingTranslations'

/** How many missing texts a line names before it says "and N more". */
const NAMED = 6

/**
 * In a translatable document's sidebar: for each enabled language besides the default one,
 * whether this document is fully translated, or which texts it still lacks (those show in the
 * default language on the site). Nothing on a one-language site.
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
  const languages = Object.entries(missing)
  if (languages.length === 0) return null
  return (
    <div className="field-type translation-status" style={{ marginBottom: 24 }}>
      <div className="field-label">Translations</div>
      <ul data-testid="translation-status" style={{ margin: 0, paddingInlineStart: 18 }}>
        {languages.map(([code, labels]) => {
          const name = languageOf(code)?.name ?? code
          const named = labels.slice(0, NAMED).join(', ')
          const more = labels.length > NAMED ? ` and ${labels.length - NAMED} more` : ''
          return (
            <li key={code}>
              <strong>{name}</strong>:{' '}
              {labels.length === 0
                ? 'complete'
                : `missing ${named}${more} (shown in the default language until translated)`}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
