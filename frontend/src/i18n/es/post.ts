import type { CatalogueOf } from '../en'
import type { postWords } from '../en/post'

/** Spanish: the words of a post's page, loaded with them on a Spanish page. */
export const words: CatalogueOf<typeof postWords> = {
  'post.loading': 'Cargando artículo',
  'post.back': 'Volver a Escritos',
  'post.projects': 'Proyectos de este artículo',
  'post.morePosts': 'Más artículos',
  'post.previous': 'Artículo anterior',
  'post.next': 'Artículo siguiente',
  'post.code': 'Código {language}',
  'post.copy': 'Copiar',
  'post.copied': 'Copiado',
  'post.copyLabel': 'Copiar el código {language}',
  'post.codeCopied': 'Código copiado al portapapeles',
  'post.copyFailed': 'No se ha podido copiar el código',
}
