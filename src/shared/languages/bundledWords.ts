/** The languages the site has words of its own for: its pages', heads' and Site texts' defaults. */
export const WORDS_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const
export type WordsLanguage = (typeof WORDS_LANGUAGES)[number]

/** The pages' parts of the site's words, a chunk each (`es/skills.ts`, keyed as `en/skills.ts`). */
export const WORDS_PARTS = [
  'not-found',
  'skills',
  'projects',
  'project',
  'gallery',
  'writing',
  'post',
  'about',
  'contact',
  'testimonial',
] as const
export type WordsPart = (typeof WORDS_PARTS)[number]
