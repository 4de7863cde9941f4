import type { CatalogueOf } from '../en'
import type { notFoundWords } from '../en/not-found'

/** German: the words of the not-found page, loaded with it on a German page. */
export const words: CatalogueOf<typeof notFoundWords> = {
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
}
