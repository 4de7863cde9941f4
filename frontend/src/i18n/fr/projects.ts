import type { CatalogueOf } from '../en'
import type { projectsWords } from '../en/projects'

/** French: the words of the Projects page, loaded with it on a French page. */
export const words: CatalogueOf<typeof projectsWords> = {
  'projects.eyebrow': 'Portfolio',
  'projects.title': 'Projets à la une',
  'projects.lead':
    'Applications web, plateformes et outils que j’ai créés — chacun avec le problème qu’il résout et la technique qui le porte.',
  'projects.searchLabel': 'Rechercher des projets',
  'projects.searchPlaceholder': 'Rechercher des projets...',
  'projects.listLabel': 'Projets',
  'projects.emptyTitle': 'Aucun projet trouvé',
  'projects.emptySearchText':
    'Rien ne correspond à votre recherche. Essayez un autre mot-clé ou une autre technologie.',
  'projects.viewAll': 'Voir tous les projets',
  'projects.loadFailedText':
    'Les projets n’ont pas pu être chargés pour le moment. Veuillez réessayer dans un instant.',
  'projects.tryAgain': 'Réessayer',
  'projects.noneTitle': 'Pas encore de projets',
  'projects.noneText': 'De nouveaux travaux apparaîtront bientôt ici.',
}
