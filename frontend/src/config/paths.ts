import { pageAddress, pageOfModule } from '@shared/sitePages'

/** The addresses links point at, from the table of pages, so links and the router cannot drift apart. */
export const paths = {
  home: pageOfModule('home').path,
  skills: pageOfModule('skills').path,
  projects: pageOfModule('projects').path,
  project: (id: number | string): string => pageAddress(pageOfModule('project-detail'), id),
  about: pageOfModule('about').path,
  contact: pageOfModule('contact').path,
} as const
