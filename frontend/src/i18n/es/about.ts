import type { CatalogueOf } from '../en'
import type { aboutWords } from '../en/about'

/** Spanish: the words of the About page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof aboutWords> = {
  'about.introduction': 'Presentación',
  'about.careerEyebrow': 'Trayectoria',
  'about.experienceTitle': 'Experiencia profesional',
  'about.experienceLabel': 'Experiencia profesional',
  'about.learningEyebrow': 'Aprendizaje',
  'about.educationTitle': 'Formación',
  'about.interestsEyebrow': 'La vida más allá del código',
  'about.timelineSkills': 'Habilidades',
}
