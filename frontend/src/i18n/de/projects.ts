import type { CatalogueOf } from '../en'
import type { projectsWords } from '../en/projects'

/** German: the words of the Projects page, loaded with it on a German page. */
export const words: CatalogueOf<typeof projectsWords> = {
  'projects.eyebrow': 'Portfolio',
  'projects.title': 'Ausgewählte Projekte',
  'projects.lead':
    'Web-Apps, Plattformen und Werkzeuge, die ich gebaut habe — jeweils mit dem Problem, das sie lösen, und der Technik dahinter.',
  'projects.searchLabel': 'Projekte durchsuchen',
  'projects.searchPlaceholder': 'Projekte durchsuchen...',
  'projects.listLabel': 'Projekte',
  'projects.emptyTitle': 'Keine Projekte gefunden',
  'projects.emptySearchText':
    'Nichts passt zu Ihrer Suche. Versuchen Sie ein anderes Stichwort oder eine andere Technologie.',
  'projects.viewAll': 'Alle Projekte ansehen',
  'projects.loadFailedText':
    'Die Projekte konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'projects.tryAgain': 'Erneut versuchen',
  'projects.noneTitle': 'Noch keine Projekte',
  'projects.noneText': 'Neue Arbeiten erscheinen bald hier.',
}
