import { pathInLanguage } from '@shared/languages/languagePath'
import { pageAddress, pageOfModule } from '@shared/sitePages'

/** The addresses links point at, from the table of pages, so links and the router cannot drift apart. */
export const paths = {
  home: pageOfModule('home').path,
  skills: pageOfModule('skills').path,
  projects: pageOfModule('projects').path,
  project: (id: number | string): string => pageAddress(pageOfModule('project-detail'), id),
  writing: pageOfModule('writing').path,
  post: (slug: string): string => pageAddress(pageOfModule('post'), encodeURIComponent(slug)),
  about: pageOfModule('about').path,
  contact: pageOfModule('contact').path,
} as const

/** `paths` in a language: the default's as they are, any other's under its code (`/es/projects`). */
export const pathsIn = (language: string, defaultLanguage: string): typeof paths => {
  const at = (path: string) => pathInLanguage(path, language, defaultLanguage)
  return {
    home: at(paths.home),
    skills: at(paths.skills),
    projects: at(paths.projects),
    project: (id) => at(paths.project(id)),
    writing: at(paths.writing),
    post: (slug) => at(paths.post(slug)),
    about: at(paths.about),
    contact: at(paths.contact),
  }
}
