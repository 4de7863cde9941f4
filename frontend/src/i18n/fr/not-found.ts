import type { CatalogueOf } from '../en'
import type { notFoundWords } from '../en/not-found'

/** French: the words of the not-found page, loaded with it on a French page. */
export const words: CatalogueOf<typeof notFoundWords> = {
  'notFound.title': 'Page introuvable',
  'notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
}
