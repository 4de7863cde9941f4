import type { CatalogueOf } from '../en'
import type { skillsWords } from '../en/skills'

/** German: the words of the Skills page, loaded with it on a German page. */
export const words: CatalogueOf<typeof skillsWords> = {
  'skills.eyebrow': 'Womit ich arbeite',
  'skills.title': 'Fähigkeiten & Erfahrung',
  'skills.lead':
    'Sprachen, Frameworks und Werkzeuge, mit denen ich Produkte von der Idee bis in die Produktion bringe — und wie gut ich jedes davon beherrsche.',
  'skills.searchLabel': 'Fähigkeiten durchsuchen',
  'skills.searchPlaceholder': 'Fähigkeiten durchsuchen...',
  'skills.categoryLabel': 'Kategorie',
  'skills.loading': 'Fähigkeiten werden geladen…',
  'skills.showing': { one: '{count} Fähigkeit', other: '{count} Fähigkeiten' },
  'skills.showingInCategory': {
    one: '{count} Fähigkeit in {category}',
    other: '{count} Fähigkeiten in {category}',
  },
  'skills.showingForTerm': {
    one: '{count} Fähigkeit für „{term}“',
    other: '{count} Fähigkeiten für „{term}“',
  },
  'skills.showingInCategoryForTerm': {
    one: '{count} Fähigkeit in {category} für „{term}“',
    other: '{count} Fähigkeiten in {category} für „{term}“',
  },
  'skills.emptyTitle': 'Keine Fähigkeiten gefunden',
  'skills.emptyText': 'Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.',
  'skills.viewAll': 'Alle Fähigkeiten ansehen',
  'skills.proficiency': 'Kenntnisstand in {name}',
  'skills.category.All': 'Alle',
  'skills.category.Frontend': 'Frontend',
  'skills.category.Backend': 'Backend',
  'skills.category.Server': 'Server',
  'skills.category.Cloud': 'Cloud',
  'skills.category.General': 'Allgemein',
  'skills.level.Expert': 'Experte',
  'skills.level.Advanced': 'Fortgeschritten',
  'skills.level.Intermediate': 'Mittelstufe',
  'skills.level.Beginner': 'Einsteiger',
}
