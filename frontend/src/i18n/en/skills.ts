import type { Messages } from '../messages'

/** English: the Skills page (skills search, results heading, skill cards), bundled with its chunk. */
export const skillsWords = {
  'skills.eyebrow': 'What I work with',
  'skills.title': 'Skills & Expertise',
  'skills.lead':
    'Languages, frameworks and tools I use to take products from idea to production — and how well I know each of them.',
  'skills.searchLabel': 'Search skills',
  'skills.searchPlaceholder': 'Search skills...',
  'skills.categoryLabel': 'Category',
  'skills.loading': 'Loading skills…',
  'skills.showing': { one: 'Showing {count} skill', other: 'Showing {count} skills' },
  'skills.showingInCategory': {
    one: 'Showing {count} skill in {category}',
    other: 'Showing {count} skills in {category}',
  },
  'skills.showingForTerm': {
    one: 'Showing {count} skill for "{term}"',
    other: 'Showing {count} skills for "{term}"',
  },
  'skills.showingInCategoryForTerm': {
    one: 'Showing {count} skill in {category} for "{term}"',
    other: 'Showing {count} skills in {category} for "{term}"',
  },
  'skills.emptyTitle': 'No skills found',
  'skills.emptyText': 'Try a different search term or category.',
  'skills.viewAll': 'View all skills',
  'skills.proficiency': '{name} proficiency',
  'skills.category.All': 'All',
  'skills.category.Frontend': 'Frontend',
  'skills.category.Backend': 'Backend',
  'skills.category.Server': 'Server',
  'skills.category.Cloud': 'Cloud',
  'skills.category.General': 'General',
  'skills.level.Expert': 'Expert',
  'skills.level.Advanced': 'Advanced',
  'skills.level.Intermediate': 'Intermediate',
  'skills.level.Beginner': 'Beginner',
} as const satisfies Messages
