import type { CatalogueOf } from '../en'
import type { skillsWords } from '../en/skills'

/** French: the words of the Skills page, loaded with it on a French page. */
export const words: CatalogueOf<typeof skillsWords> = {
  'skills.eyebrow': 'Mes outils de travail',
  'skills.title': 'Compétences et expertise',
  'skills.lead':
    'Les langages, frameworks et outils qui me servent à mener un produit de l’idée à la production — et mon niveau dans chacun.',
  'skills.searchLabel': 'Rechercher des compétences',
  'skills.searchPlaceholder': 'Rechercher des compétences...',
  'skills.categoryLabel': 'Catégorie',
  'skills.loading': 'Chargement des compétences…',
  'skills.showing': {
    one: '{count} compétence affichée',
    other: '{count} compétences affichées',
  },
  'skills.showingInCategory': {
    one: '{count} compétence affichée dans {category}',
    other: '{count} compétences affichées dans {category}',
  },
  'skills.showingForTerm': {
    one: '{count} compétence affichée pour « {term} »',
    other: '{count} compétences affichées pour « {term} »',
  },
  'skills.showingInCategoryForTerm': {
    one: '{count} compétence affichée dans {category} pour « {term} »',
    other: '{count} compétences affichées dans {category} pour « {term} »',
  },
  'skills.emptyTitle': 'Aucune compétence trouvée',
  'skills.emptyText': 'Essayez un autre terme de recherche ou une autre catégorie.',
  'skills.viewAll': 'Voir toutes les compétences',
  'skills.proficiency': 'Maîtrise de {name}',
  'skills.category.All': 'Toutes',
  'skills.category.Frontend': 'Frontend',
  'skills.category.Backend': 'Backend',
  'skills.category.Server': 'Serveur',
  'skills.category.Cloud': 'Cloud',
  'skills.category.General': 'Général',
  'skills.level.Expert': 'Expert',
  'skills.level.Advanced': 'Avancé',
  'skills.level.Intermediate': 'Intermédiaire',
  'skills.level.Beginner': 'Débutant',
}
