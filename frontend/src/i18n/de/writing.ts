import type { CatalogueOf } from '../en'
import type { writingWords } from '../en/writing'

/** German: the words of the Writing page and the post lists elsewhere, loaded with them on a German page. */
export const words: CatalogueOf<typeof writingWords> = {
  'writing.eyebrow': 'Beiträge',
  'writing.title': 'Beiträge & Fallstudien',
  'writing.lead': 'Wie Projekte entstanden sind, was schiefging und was dabei gelernt wurde.',
  'writing.searchLabel': 'Beiträge durchsuchen',
  'writing.searchPlaceholder': 'Beiträge durchsuchen...',
  'writing.tagLabel': 'Schlagwort',
  'writing.allTags': 'Alle Schlagwörter',
  'writing.listLabel': 'Beiträge',
  'writing.loading': 'Beiträge werden geladen',
  'writing.emptyTitle': 'Keine Beiträge gefunden',
  'writing.emptySearchText':
    'Nichts passt zu Ihrer Suche. Versuchen Sie ein anderes Wort oder Schlagwort.',
  'writing.viewAll': 'Alle Beiträge anzeigen',
  'writing.loadFailedText':
    'Die Beiträge konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'writing.tryAgain': 'Erneut versuchen',
  'writing.noneTitle': 'Noch keine Beiträge',
  'writing.noneText': 'Neue Beiträge erscheinen bald hier.',
  'writing.pagesLabel': 'Seiten der Beiträge',
  'writing.previousPage': 'Vorherige Seite',
  'writing.nextPage': 'Nächste Seite',
  'writing.page': 'Seite {page}',
  'writing.readingTime': { one: '{count} Min. Lesezeit', other: '{count} Min. Lesezeit' },
  'writing.tagsLabel': 'Schlagwörter',
  'writing.postsTagged': 'Beiträge mit dem Schlagwort {tag}',
  'writing.latestEyebrow': 'Beiträge',
  'writing.latestTitle': 'Neueste Beiträge',
  'writing.latestLead': 'Notizen und Fallstudien aus aktuellen Arbeiten.',
  'writing.seeAllPosts': 'Alle Beiträge ansehen',
  'writing.projectPostsTitle': 'Beiträge zu diesem Projekt',
}
