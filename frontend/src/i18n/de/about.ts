import type { CatalogueOf } from '../en'
import type { aboutWords } from '../en/about'

/** German: the words of the About page, loaded with it on a German page. */
export const words: CatalogueOf<typeof aboutWords> = {
  'about.introduction': 'Vorstellung',
  'about.careerEyebrow': 'Werdegang',
  'about.experienceTitle': 'Berufserfahrung',
  'about.experienceLabel': 'Berufserfahrung',
  'about.learningEyebrow': 'Lernen',
  'about.educationTitle': 'Ausbildung',
  'about.interestsEyebrow': 'Das Leben abseits des Codes',
  'about.timelineSkills': 'Fähigkeiten',
}
