import type { CatalogueOf } from '../en'
import type { skillsWords } from '../en/skills'

/** Spanish: the words of the Skills page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof skillsWords> = {
  'skills.eyebrow': 'Con qué trabajo',
  'skills.title': 'Habilidades y experiencia',
  'skills.lead':
    'Lenguajes, frameworks y herramientas que uso para llevar productos de la idea a producción, y lo bien que conozco cada uno.',
  'skills.searchLabel': 'Buscar habilidades',
  'skills.searchPlaceholder': 'Buscar habilidades...',
  'skills.categoryLabel': 'Categoría',
  'skills.loading': 'Cargando habilidades…',
  'skills.showing': { one: 'Mostrando {count} habilidad', other: 'Mostrando {count} habilidades' },
  'skills.showingInCategory': {
    one: 'Mostrando {count} habilidad en {category}',
    other: 'Mostrando {count} habilidades en {category}',
  },
  'skills.showingForTerm': {
    one: 'Mostrando {count} habilidad para «{term}»',
    other: 'Mostrando {count} habilidades para «{term}»',
  },
  'skills.showingInCategoryForTerm': {
    one: 'Mostrando {count} habilidad en {category} para «{term}»',
    other: 'Mostrando {count} habilidades en {category} para «{term}»',
  },
  'skills.emptyTitle': 'No se encontraron habilidades',
  'skills.emptyText': 'Prueba con otro término de búsqueda u otra categoría.',
  'skills.viewAll': 'Ver todas las habilidades',
  'skills.proficiency': 'Dominio de {name}',
  'skills.category.All': 'Todas',
  'skills.category.Frontend': 'Frontend',
  'skills.category.Backend': 'Backend',
  'skills.category.Server': 'Servidor',
  'skills.category.Cloud': 'Nube',
  'skills.category.General': 'General',
  'skills.level.Expert': 'Experto',
  'skills.level.Advanced': 'Avanzado',
  'skills.level.Intermediate': 'Intermedio',
  'skills.level.Beginner': 'Principiante',
}
