import type { CatalogueOf } from '../en'
import type { notFoundWords } from '../en/not-found'

/** Spanish: the words of the not-found page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof notFoundWords> = {
  'notFound.title': 'Página no encontrada',
  'notFound.text': 'La página que buscas no existe o se ha movido.',
}
