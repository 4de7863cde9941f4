import type { Messages } from '../messages'

/** English: the About page and its timelines, bundled with its chunk. */
export const aboutWords = {
  'about.introduction': 'Introduction',
  'about.careerEyebrow': 'Career',
  'about.experienceTitle': 'Professional Experience',
  'about.experienceLabel': 'Professional experience',
  'about.learningEyebrow': 'Learning',
  'about.educationTitle': 'Education',
  'about.interestsEyebrow': 'Life outside code',
  'about.timelineSkills': 'Skills',
} as const satisfies Messages
