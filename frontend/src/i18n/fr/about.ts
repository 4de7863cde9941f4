import type { CatalogueOf } from '../en'
import type { aboutWords } from '../en/about'

/** French: the words of the About page, loaded with it on a French page. */
export const words: CatalogueOf<typeof aboutWords> = {
  'about.introduction': 'Présentation',
  'about.careerEyebrow': 'Parcours',
  'about.experienceTitle': 'Expérience professionnelle',
  'about.experienceLabel': 'Expérience professionnelle',
  'about.learningEyebrow': 'Apprentissage',
  'about.educationTitle': 'Formation',
  'about.interestsEyebrow': 'La vie en dehors du code',
  'about.timelineSkills': 'Compétences',
}
