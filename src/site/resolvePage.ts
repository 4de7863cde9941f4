import type { PersonalInfoDto } from '../shared/apiTypes'
import { parseCanonicalInteger } from '../shared/parseCanonicalInteger'
import {
  notFoundPageTexts,
  type PageTexts,
  postPageTexts,
  projectPageTexts,
  STATIC_PAGE_TEXTS,
} from '../shared/seo/pageTexts'
import { isPageOnSite, matchesPage, SITE_PAGES } from '../shared/sitePages'
import type { HeadWords } from '../shared/seo/headWords'
import type { PageLanguage } from '../shared/seo/pageLanguage'
import type { CardColors } from '../shared/seo/socialCard'
import type { SeoPost, SeoProject } from '../shared/seo/structuredData'

export type ResolvedPage = { status: 200 | 404; texts: PageTexts }

/** NFC, as slugs are stored. */
const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return null
  }
}

/**
 * The page an unprefixed path shows, as the SPA's router sees it; a missing or deleted project is
 * a 404 carrying none of its tags.
 */
export const resolvePage = (
  pathname: string,
  {
    info,
    projects,
    posts = [],
    origin,
    language,
    words,
    inLanguage,
    cardColors,
  }: {
    info: PersonalInfoDto
    projects: SeoProject[]
    posts?: SeoPost[]
    origin: string
    language?: PageLanguage
    words?: HeadWords
    inLanguage?: string
    cardColors?: CardColors
  },
): ResolvedPage => {
  const context = {
    info,
    origin,
    ...(language ? { language } : {}),
    ...(words ? { words } : {}),
    ...(inLanguage ? { inLanguage } : {}),
    ...(cardColors ? { cardColors } : {}),
  }
  const path = pathname.replace(/\/+$/, '') || '/'
  const page = SITE_PAGES.find(
    (candidate) => matchesPage(candidate, path) && isPageOnSite(candidate, posts.length > 0),
  )
  if (page?.kind === 'static')
    return { status: 200, texts: STATIC_PAGE_TEXTS[page.module](context) }
  // A client's private form: the owner's card, but no canonical address and never indexed (the
  // form itself tells a spent or expired link).
  if (page?.kind === 'testimonial') {
    const { path: _canonical, structuredData: _data, ...home } = STATIC_PAGE_TEXTS.home(context)
    return { status: 200, texts: { ...home, noIndex: true } }
  }

  const param = page ? decode(path.slice(path.lastIndexOf('/') + 1)) : null
  if (page?.kind === 'post' && param) {
    const post = posts.find((item) => item.slug === param)
    if (post) return { status: 200, texts: postPageTexts(post, context) }
  } else if (page && param) {
    // Only canonical digits (as in the API): `/projects/02` is a 404, not a second address.
    const id = /^\d+$/.test(param) ? parseCanonicalInteger(param) : undefined
    const project =
      id === undefined
        ? projects.find((item) => item.slug === param)
        : projects.find((item) => id !== null && item.id === id)
    if (project) return { status: 200, texts: projectPageTexts(project, context) }
  }
  return { status: 404, texts: notFoundPageTexts(context) }
}
