import type { PersonalInfoDto } from '../shared/apiTypes'
import {
  aboutPageTexts,
  contactPageTexts,
  homePageTexts,
  notFoundPageTexts,
  type PageTexts,
  projectPageTexts,
  projectsPageTexts,
  skillsPageTexts,
} from '../shared/seo/pageTexts'
import type { SeoContext, SeoProject } from '../shared/seo/structuredData'

/** A public address resolved: the HTTP status to answer with and the page's head texts. */
export type ResolvedPage = { status: 200 | 404; texts: PageTexts }

const STATIC_PAGES: Record<string, (context: SeoContext) => PageTexts> = {
  '/': homePageTexts,
  '/skills': skillsPageTexts,
  '/projects': projectsPageTexts,
  '/about': aboutPageTexts,
  '/contact': contactPageTexts,
}

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * Which page an address shows, as the SPA's router sees it (spec section 2): the five static
 * routes (case and a trailing slash do not matter), `/projects/{id}` for a public project (a
 * slug works too and is canonical at its id), and a 404 for everything else — including a
 * missing or deleted project, whose answer carries none of the project's tags.
 */
export const resolvePage = (
  pathname: string,
  { info, projects, origin }: { info: PersonalInfoDto; projects: SeoProject[]; origin: string },
): ResolvedPage => {
  const context = { info, origin }
  const path = pathname.replace(/\/+$/, '') || '/'
  const staticPage = STATIC_PAGES[path.toLowerCase()]
  if (staticPage) return { status: 200, texts: staticPage(context) }

  const detail = /^\/projects\/([^/]+)$/i.exec(path)
  const param = detail ? decode(detail[1]!)?.trim() : null
  if (param) {
    const project = /^\d+$/.test(param)
      ? projects.find((item) => item.id === Number(param))
      : projects.find((item) => item.slug === param)
    if (project) return { status: 200, texts: projectPageTexts(project, context) }
  }
  return { status: 404, texts: notFoundPageTexts() }
}
