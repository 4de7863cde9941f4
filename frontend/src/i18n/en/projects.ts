import type { Messages } from '../messages'

/** English: the Projects page, bundled with its chunk. */
export const projectsWords = {
  'projects.eyebrow': 'Portfolio',
  'projects.title': 'Featured Projects',
  'projects.lead':
    'Web apps, platforms and tools I have built — each with the problem it solves and the stack behind it.',
  'projects.searchLabel': 'Search projects',
  'projects.searchPlaceholder': 'Search projects...',
  'projects.listLabel': 'Projects',
  'projects.emptyTitle': 'No projects found',
  'projects.emptySearchText': 'Nothing matches your search. Try another keyword or technology.',
  'projects.viewAll': 'View all projects',
  'projects.loadFailedText':
    'The projects could not be loaded just now. Please try again in a moment.',
  'projects.tryAgain': 'Try again',
  'projects.noneTitle': 'No projects yet',
  'projects.noneText': 'New work will be shown here soon.',
} as const satisfies Messages
