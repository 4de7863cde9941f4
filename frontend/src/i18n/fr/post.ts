import type { CatalogueOf } from '../en'
import type { postWords } from '../en/post'

/** French: the words of a post's page, loaded with them on a French page. */
export const words: CatalogueOf<typeof postWords> = {
  'post.loading': 'Chargement de l’article',
  'post.back': 'Retour aux articles',
  'post.projects': 'Projets de cet article',
  'post.morePosts': 'Autres articles',
  'post.previous': 'Article précédent',
  'post.next': 'Article suivant',
  'post.code': 'Code {language}',
  'post.copy': 'Copier',
  'post.copied': 'Copié',
  'post.copyLabel': 'Copier le code {language}',
  'post.codeCopied': 'Code copié dans le presse-papiers',
  'post.copyFailed': 'Le code n’a pas pu être copié',
}
