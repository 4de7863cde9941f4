import type { CatalogueOf } from '../en'
import type { aboutWords } from '../en/about'

/** Portuguese: the words of the About page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof aboutWords> = {
  'about.introduction': 'Apresentação',
  'about.careerEyebrow': 'Carreira',
  'about.experienceTitle': 'Experiência profissional',
  'about.experienceLabel': 'Experiência profissional',
  'about.learningEyebrow': 'Aprendizado',
  'about.educationTitle': 'Formação',
  'about.interestsEyebrow': 'A vida além do código',
  'about.timelineSkills': 'Competências',
}
