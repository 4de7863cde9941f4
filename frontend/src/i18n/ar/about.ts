import type { CatalogueOf } from '../en'
import type { aboutWords } from '../en/about'

/** Arabic: the words of the About page, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof aboutWords> = {
  'about.introduction': 'تعريف',
  'about.careerEyebrow': 'المسيرة المهنية',
  'about.experienceTitle': 'الخبرة المهنية',
  'about.experienceLabel': 'الخبرة المهنية',
  'about.learningEyebrow': 'التعلّم',
  'about.educationTitle': 'التعليم',
  'about.interestsEyebrow': 'الحياة خارج البرمجة',
  'about.timelineSkills': 'المهارات',
}
