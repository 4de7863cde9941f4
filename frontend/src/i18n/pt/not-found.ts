import type { CatalogueOf } from '../en'
import type { notFoundWords } from '../en/not-found'

/** Portuguese: the words of the not-found page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof notFoundWords> = {
  'notFound.title': 'Página não encontrada',
  'notFound.text': 'A página que você procura não existe ou foi movida.',
}
