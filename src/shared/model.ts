// Plain data with no imports, so the site can use it.

/** In the order the site's dropdown lists them. */
export const SKILL_CATEGORIES = ['Frontend', 'Backend', 'Server', 'Cloud', 'General'] as const
export type SkillCategory = (typeof SKILL_CATEGORIES)[number]

export const PROJECT_STATUS_LABELS = {
  completed: 'Completed',
  'in-progress': 'In progress',
  maintained: 'Maintained',
  planned: 'Planned',
} as const
export type ProjectStatus = keyof typeof PROJECT_STATUS_LABELS
export const PROJECT_STATUSES = Object.keys(PROJECT_STATUS_LABELS) as [
  ProjectStatus,
  ...ProjectStatus[],
]

export const PROJECT_LIMITS = {
  title: 200,
  description: 2000,
  longDescription: 20_000,
  /** The emoji, text or URL of `image`, and a gallery item's value. */
  imageValue: 2048,
  category: 100,
  label: 100,
  listItem: 1000,
  shortText: 200,
  teamSize: { min: 1, max: 1000 },
  galleryItems: 30,
  /** A case study's problem, approach and the client's words. */
  caseStudyText: 3000,
  results: 8,
  resultLabel: 80,
  /** Read at a glance: "−48%", "3× faster", "$1.2M". */
  resultValue: 24,
  resultContext: 160,
  /** The line a protected project shows on the public list instead of its description. */
  teaser: 200,
  password: { min: 8, max: 200 },
} as const

/**
 * Who may see a project whole (issue 49): everyone, whoever has its password, or whoever has
 * one of its share links. Anyone else sees its teaser only.
 */
export const PROJECT_VISIBILITY_LABELS = {
  public: 'Public',
  password: 'Password',
  link: 'Share link only',
} as const
export type ProjectVisibility = keyof typeof PROJECT_VISIBILITY_LABELS
export const PROJECT_VISIBILITIES = Object.keys(PROJECT_VISIBILITY_LABELS) as [
  ProjectVisibility,
  ...ProjectVisibility[],
]

export const POST_LIMITS = {
  title: 200,
  /** The list, feeds and link previews show it. */
  excerpt: 300,
  /** As plain text, when a client writes it so. */
  body: 100_000,
  tag: 40,
  tags: 20,
  projects: 20,
} as const

/** Highlighted on the server (src/records/highlightCode.ts). */
export const CODE_LANGUAGES = {
  plaintext: 'Plain text',
  bash: 'Shell',
  css: 'CSS',
  html: 'HTML',
  javascript: 'JavaScript',
  json: 'JSON',
  jsx: 'JSX',
  python: 'Python',
  sql: 'SQL',
  tsx: 'TSX',
  typescript: 'TypeScript',
  yaml: 'YAML',
} as const
export type CodeLanguage = keyof typeof CODE_LANGUAGES

export const SKILL_LIMITS = {
  name: 100,
  description: 1000,
  color: 200,
  level: { min: 0, max: 100 },
} as const

export const TIMELINE_LIMITS = {
  year: 50,
  title: 200,
  organisation: 200,
  location: 200,
  description: 4000,
  skill: 100,
  achievement: 300,
} as const

export const INTEREST_LIMITS = { icon: 50, title: 100, description: 1000, color: 200 } as const

/** Name and subject may reach a mail header. */
export const INQUIRY_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const

/**
 * A client's testimonial: a quote, not an essay (the contact form's message is 5000). The photo is
 * sent inside the JSON body as base64, so its byte limit sets the route's body limit.
 */
export const TESTIMONIAL_LIMITS = {
  name: 100,
  role: 100,
  company: 100,
  text: 1500,
  email: 254,
  message: 1000,
  photoBytes: 2 * 1024 * 1024,
} as const

/** Only `approved` is public; the owner may hide an approved one again. */
export const TESTIMONIAL_STATES = ['pending', 'approved', 'hidden'] as const

/** A request's link works this long, once. */
export const TESTIMONIAL_LINK_DAYS = 14

export const PERSONAL_INFO_LIMITS = {
  name: 100,
  title: 150,
  location: 150,
  bio: 1000,
  about: 5000,
  phone: 50,
  stats: { yearsExperience: 100, projectCount: 100_000, companiesWorked: 1000, passionLevel: 100 },
} as const

/** Soft-deletable. */
export const CONTENT_COLLECTIONS = [
  'projects',
  'skills',
  'experiences',
  'education',
  'interests',
] as const
export type ContentSlug = (typeof CONTENT_COLLECTIONS)[number]

/** The collections with a content descriptor. */
export const RESOURCE_COLLECTIONS = [...CONTENT_COLLECTIONS, 'posts'] as const
export type ResourceSlug = (typeof RESOURCE_COLLECTIONS)[number]
