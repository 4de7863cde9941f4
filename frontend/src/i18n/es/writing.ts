import type { CatalogueOf } from '../en'
import type { writingWords } from '../en/writing'

/** Spanish: the words of the Writing page and the post lists elsewhere, loaded with them on a Spanish page. */
export const words: CatalogueOf<typeof writingWords> = {
  'writing.eyebrow': 'Escritos',
  'writing.title': 'Artículos y casos de estudio',
  'writing.lead':
    'Cómo se construyeron los proyectos, qué salió mal y qué se aprendió por el camino.',
  'writing.searchLabel': 'Buscar artículos',
  'writing.searchPlaceholder': 'Buscar artículos...',
  'writing.tagLabel': 'Etiqueta',
  'writing.allTags': 'Todas las etiquetas',
  'writing.listLabel': 'Artículos',
  'writing.loading': 'Cargando artículos',
  'writing.emptyTitle': 'No se encontraron artículos',
  'writing.emptySearchText': 'Nada coincide con tu búsqueda. Prueba con otra palabra o etiqueta.',
  'writing.viewAll': 'Ver todos los artículos',
  'writing.loadFailedText':
    'No se han podido cargar los artículos. Vuelve a intentarlo en un momento.',
  'writing.tryAgain': 'Reintentar',
  'writing.noneTitle': 'Aún no hay artículos',
  'writing.noneText': 'Pronto aparecerán aquí nuevos artículos.',
  'writing.pagesLabel': 'Páginas de artículos',
  'writing.previousPage': 'Página anterior',
  'writing.nextPage': 'Página siguiente',
  'writing.page': 'Página {page}',
  'writing.readingTime': { one: '{count} min de lectura', other: '{count} min de lectura' },
  'writing.tagsLabel': 'Etiquetas',
  'writing.postsTagged': 'Artículos con la etiqueta {tag}',
  'writing.latestEyebrow': 'Escritos',
  'writing.latestTitle': 'Últimos artículos',
  'writing.latestLead': 'Notas y casos de estudio de trabajos recientes.',
  'writing.seeAllPosts': 'Ver todos los artículos',
  'writing.projectPostsTitle': 'Artículos sobre este proyecto',
}
