import { aboutWords } from './en/about'
import { contactWords } from './en/contact'
import { galleryWords } from './en/gallery'
import { languageSuggestionWords } from './en/language-suggestion'
import { notFoundWords } from './en/not-found'
import { postWords } from './en/post'
import { projectWords } from './en/project'
import { projectAccessWords } from './en/project-access'
import { projectsWords } from './en/projects'
import { siteWords } from './en/site'
import { skillsWords } from './en/skills'
import { testimonialWords } from './en/testimonial'
import { writingWords } from './en/writing'
import type { PluralMessage } from './messages'

/**
 * The site's own words in English, the source of every other language; the app bundles them in
 * parts (`en/site.ts`, each page's with its chunk), this whole is for types and tests.
 */
export const en = {
  ...siteWords,
  ...notFoundWords,
  ...skillsWords,
  ...projectsWords,
  ...projectWords,
  ...projectAccessWords,
  ...galleryWords,
  ...writingWords,
  ...postWords,
  ...aboutWords,
  ...contactWords,
  ...testimonialWords,
  ...languageSuggestionWords,
}

/** A language's words for `English`: every key, as a text or (where English counts) plural forms. */
export type CatalogueOf<English> = {
  [Key in keyof English]: English[Key] extends string ? string : PluralMessage
}

/** A language's whole catalogue: every English key. */
export type Catalogue = CatalogueOf<typeof en>

/** The words a page in another language loads before its first render, whatever the page. */
export type FrameCatalogue = CatalogueOf<typeof siteWords & typeof languageSuggestionWords>
