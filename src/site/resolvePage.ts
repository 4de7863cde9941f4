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
import type { SeoPost, SeoProject } from '../shared/seo/structuredData'

/** A public address resolved: the HTTP status to answer with and the page's head texts. */
export type ResolvedPage = { status: 200 | 404; texts: PageTexts }

/** A path segment as the record's key: decoded, and composed (NFC) as slugs are stored. */
const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return null
  }
}

/**
 * Which page an address shows, as the SPA's router sees it (the table of pages,
 * src/shared/sitePages.ts): the static pages (case and a trailing slash do not matter), `/projects/{id}` for a public project (the id
 * in canonical digits; a slug works too and is canonical at its id), `/writing/{slug}` for a
 * published post (and `/writing` once there is one), and a 404 for everything
 * else — including a missing or deleted project, whose answer carries none of the project's tags.
 * `pathname` is the page's own path (without a language prefix); with `language` (a site of
 * several languages) the texts' URLs and cards are that language's; `words` are the head's own
 * words in the page's language (English without).
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
  }: {
    info: PersonalInfoDto
    projects: SeoProject[]
    posts?: SeoPost[]
    origin: string
    language?: PageLanguage
    words?: HeadWords
    /** The page's language code, also on a one-language site. */
    inLanguage?: string
  },
): ResolvedPage => {
  const context = {
    info,
    origin,
    ...(language ? { language } : {}),
    ...(words ? { words } : {}),
    ...(inLanguage ? { inLanguage } : {}),
  }
  const path = pathname.replace(/\/+$/, '') || '/'
  const page = SITE_PAGES.find(
    (candidate) => matchesPage(candidate, path) && isPageOnSite(candidate, posts.length > 0),
  )
  if (page?.kind === 'static')
    return { status: 200, texts: STATIC_PAGE_TEXTS[page.module](context) }

  const param = page ? decode(path.slice(path.lastIndexOf('/') + 1)) : null
  if (page?.kind === 'post' && param) {
    // A published post by its slug, exactly; a draft or deleted one is in no list here.
    const post = posts.find((item) => item.slug === param)
    if (post) return { status: 200, texts: postPageTexts(post, context) }
  } else if (page && param) {
    // Digits are an id, and only in their canonical spelling (as in the API): `/projects/02` is
    // not a second address of project 2 but a 404; nor is `/projects/%202` (no trimming).
    const id = /^\d+$/.test(param) ? parseCanonicalInteger(param) : undefined
    const project =
      id === undefined
        ? projects.find((item) => item.slug === param)
        : projects.find((item) => id !== null && item.id === id)
    if (project) return { status: 200, texts: projectPageTexts(project, context) }
  }
  return { status: 404, texts: notFoundPageTexts(context) }
}
