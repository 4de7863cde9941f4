import type { CatalogueOf } from '../en'
import type { postWords } from '../en/post'

/** German: the words of a post's page, loaded with them on a German page. */
export const words: CatalogueOf<typeof postWords> = {
  'post.loading': 'Beitrag wird geladen',
  'post.back': 'Zurück zu den Beiträgen',
  'post.projects': 'Projekte in diesem Beitrag',
  'post.morePosts': 'Weitere Beiträge',
  'post.previous': 'Vorheriger Beitrag',
  'post.next': 'Nächster Beitrag',
  'post.code': '{language}-Code',
  'post.copy': 'Kopieren',
  'post.copied': 'Kopiert',
  'post.copyLabel': 'Den {language}-Code kopieren',
  'post.codeCopied': 'Code in die Zwischenablage kopiert',
  'post.copyFailed': 'Der Code konnte nicht kopiert werden',
}
