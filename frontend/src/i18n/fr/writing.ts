import type { CatalogueOf } from '../en'
import type { writingWords } from '../en/writing'

/** French: the words of the Writing page and the post lists elsewhere, loaded with them on a French page. */
export const words: CatalogueOf<typeof writingWords> = {
  'writing.eyebrow': 'Articles',
  'writing.title': 'Articles et études de cas',
  'writing.lead':
    'Comment les projets ont été construits, ce qui a mal tourné et ce que nous en avons appris.',
  'writing.searchLabel': 'Rechercher des articles',
  'writing.searchPlaceholder': 'Rechercher des articles...',
  'writing.tagLabel': 'Étiquette',
  'writing.allTags': 'Toutes les étiquettes',
  'writing.listLabel': 'Articles',
  'writing.loading': 'Chargement des articles',
  'writing.emptyTitle': 'Aucun article trouvé',
  'writing.emptySearchText':
    'Rien ne correspond à votre recherche. Essayez un autre mot ou une autre étiquette.',
  'writing.viewAll': 'Voir tous les articles',
  'writing.loadFailedText':
    'Les articles n’ont pas pu être chargés. Veuillez réessayer dans un instant.',
  'writing.tryAgain': 'Réessayer',
  'writing.noneTitle': 'Pas encore d’articles',
  'writing.noneText': 'De nouveaux articles apparaîtront bientôt ici.',
  'writing.pagesLabel': 'Pages d’articles',
  'writing.previousPage': 'Page précédente',
  'writing.nextPage': 'Page suivante',
  'writing.page': 'Page {page}',
  'writing.readingTime': { one: '{count} min de lecture', other: '{count} min de lecture' },
  'writing.tagsLabel': 'Étiquettes',
  'writing.postsTagged': 'Articles avec l’étiquette {tag}',
  'writing.latestEyebrow': 'Articles',
  'writing.latestTitle': 'Derniers articles',
  'writing.latestLead': 'Notes et études de cas tirées de travaux récents.',
  'writing.seeAllPosts': 'Voir tous les articles',
  'writing.projectPostsTitle': 'Articles sur ce projet',
}
