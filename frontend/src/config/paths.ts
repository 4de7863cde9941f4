import { pathInLanguage } from '@shared/languages/languagePath'
import { pagePaths, type PagePaths } from '@shared/sitePages'

/**
 * The addresses links point at (the table of pages'), in a language: the default's as they are,
 * any other's under its code (`/es/projects`).
 */
export const pathsIn = (language: string, defaultLanguage: string): PagePaths =>
  pagePaths((path) => pathInLanguage(path, language, defaultLanguage))
