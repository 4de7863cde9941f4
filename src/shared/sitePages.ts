import type { WordsPart } from './languages/bundledWords'

/** ISO dates for the sitemap's `lastmod`. */
export type ContentDates = {
  info: string | null
  projects: string | null
  skills: string | null
  posts: string | null
}

type ListRead = 'projects' | 'skills' | 'experiences' | 'education' | 'interests'

export type StaticModule = 'home' | 'skills' | 'projects' | 'writing' | 'about' | 'contact'
/** frontend/src/app/routes/<module>.tsx, each its own chunk. */
export type PageModule = StaticModule | 'project-detail' | 'post' | 'testimonial'

type PageCommon = {
  path: string
  /** Lists preloaded with its HTML. */
  reads: readonly ListRead[]
  /** Slugs whose live preview and preview links open here. */
  previews: readonly string[]
  /** Fetched before its first render. */
  words: readonly WordsPart[]
  /** The phone's largest paint, preloaded so it downloads beside the scripts, not after. */
  leadPicture?: 'first-project-card'
}

type StaticPage = PageCommon & {
  kind: 'static'
  module: StaticModule
  lastmod: readonly (keyof ContentDates)[]
  /** The specification's site has no writing page until a post is published. */
  needsPosts?: true
}

type ProjectPage = PageCommon & {
  kind: 'project'
  module: 'project-detail'
}

type PostPage = PageCommon & {
  kind: 'post'
  module: 'post'
}

/** A client's testimonial form behind a single-use link: never in the sitemap, never indexed. */
type TestimonialPage = PageCommon & {
  kind: 'testimonial'
  module: 'testimonial'
}

export type SitePage = StaticPage | ProjectPage | PostPage | TestimonialPage

/** The pages of spec section 2, in router (and sitemap) order; everything derives from it. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    kind: 'static',
    path: '/',
    module: 'home',
    reads: ['projects', 'skills'],
    previews: ['personal-info', 'look'],
    words: [],
    lastmod: ['info', 'projects', 'skills'],
  },
  {
    kind: 'static',
    path: '/skills',
    module: 'skills',
    reads: ['skills'],
    previews: ['skills'],
    words: ['skills'],
    lastmod: ['skills'],
  },
  {
    kind: 'static',
    path: '/projects',
    module: 'projects',
    reads: ['projects'],
    previews: ['projects'],
    leadPicture: 'first-project-card',
    words: ['projects'],
    lastmod: ['projects'],
  },
  {
    kind: 'project',
    path: '/projects/:id',
    module: 'project-detail',
    reads: ['projects'],
    previews: ['projects'],
    words: ['project'],
  },
  {
    kind: 'static',
    path: '/writing',
    module: 'writing',
    reads: [],
    previews: ['posts'],
    words: ['writing'],
    lastmod: ['posts'],
    needsPosts: true,
  },
  {
    kind: 'post',
    path: '/writing/:slug',
    module: 'post',
    reads: [],
    previews: ['posts'],
    // A post's date, reading time and tags are said as the lists say them.
    words: ['post', 'writing'],
  },
  {
    kind: 'static',
    path: '/about',
    module: 'about',
    reads: ['experiences', 'education', 'interests'],
    previews: ['experiences', 'education', 'interests'],
    words: ['about'],
    lastmod: ['info'],
  },
  {
    kind: 'static',
    path: '/contact',
    module: 'contact',
    reads: [],
    previews: [],
    words: ['contact'],
    lastmod: ['info'],
  },
  {
    kind: 'testimonial',
    path: '/testimonial/:token',
    module: 'testimonial',
    reads: [],
    previews: [],
    words: ['testimonial'],
  },
]

export const isPageOnSite = (page: SitePage, hasPosts: boolean): boolean =>
  page.kind !== 'static' || !page.needsPosts || hasPosts

export const pageAddress = (page: SitePage, id?: number | string): string =>
  page.path.replace(/:(id|slug|token)\b/, String(id))

/** As the router matches a normalised path: case-insensitive, a parameter is one segment. */
export const matchesPage = (page: SitePage, path: string): boolean =>
  new RegExp(
    `^${page.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/:(id|slug|token)\b/, '[^/]+')}$`,
    'i',
  ).test(path)

export type PagePaths = Record<StaticModule, string> & {
  project: (id: number | string) => string
  post: (slug: string) => string
}

/** `at` adds a language's prefix. */
export const pagePaths = (at: (path: string) => string = (path) => path): PagePaths =>
  Object.fromEntries(
    SITE_PAGES.filter((page) => page.kind !== 'testimonial').map((page) =>
      page.kind === 'static'
        ? [page.module, at(page.path)]
        : [
            page.kind,
            (key: number | string) =>
              at(pageAddress(page, page.kind === 'post' ? encodeURIComponent(key) : key)),
          ],
    ),
  ) as PagePaths

export const pageOfModule = (module: PageModule): SitePage =>
  SITE_PAGES.find((page) => page.module === module)!
