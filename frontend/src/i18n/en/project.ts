import type { Messages } from '../messages'

/** English: a project's page, bundled with its chunk. */
export const projectWords = {
  'project.loading': 'Loading project',
  'project.back': 'Back to Projects',
  'project.liveDemo': 'Live Demo',
  'project.sourceCode': 'Source Code',
  'project.facts': 'Project facts',
  'project.duration': 'Duration',
  'project.durationRange': '{start} - {end}',
  'project.present': 'Present',
  'project.notAvailable': 'N/A',
  'project.teamSize': 'Team Size',
  'project.members': { one: '{count} member', other: '{count} members' },
  'project.fullStack': 'Tech Stack: Full Stack',
  'project.myRole': 'My Role',
  'project.technologies': 'Technologies Used',
  'project.features': 'Key Features',
  'project.challenges': 'Challenges & Solutions',
  'project.challenge': 'Challenge',
  'project.solution': 'Solution',
  'project.gallery': 'Project Gallery',
  'project.screenshot': '{title} — screenshot',
  'project.screenshotsSoon': 'Screenshots coming soon',
} as const satisfies Messages
