import type { CatalogueOf } from '../en'
import type { projectsWords } from '../en/projects'

/** Spanish: the words of the Projects page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof projectsWords> = {
  'projects.eyebrow': 'Portafolio',
  'projects.title': 'Proyectos destacados',
  'projects.lead':
    'Aplicaciones web, plataformas y herramientas que he creado, cada una con el problema que resuelve y la tecnología que la sostiene.',
  'projects.searchLabel': 'Buscar proyectos',
  'projects.searchPlaceholder': 'Buscar proyectos...',
  'projects.listLabel': 'Proyectos',
  'projects.emptyTitle': 'No se encontraron proyectos',
  'projects.emptySearchText':
    'Nada coincide con tu búsqueda. Prueba con otra palabra clave o tecnología.',
  'projects.viewAll': 'Ver todos los proyectos',
  'projects.loadFailedText':
    'No se han podido cargar los proyectos ahora mismo. Vuelve a intentarlo en un momento.',
  'projects.tryAgain': 'Reintentar',
  'projects.noneTitle': 'Aún no hay proyectos',
  'projects.noneText': 'Pronto se mostrarán aquí nuevos trabajos.',
}
