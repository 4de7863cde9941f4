import type { WordsPart } from './languages/bundledWords'

/** When the content behind each page last changed (ISO dates), for the sitemap's `lastmod`. */
export type ContentDates = {
  info: string | null
  projects: string | null
  skills: string | null
  posts: string | null
}

/** The contract's lists a page can read whole. */
type ListRead = 'projects' | 'skills' | 'experiences' | 'education' | 'interests'

/**
 * The pages with one address, by their module's name; each is in the dock and has head texts of
 * that name (`STATIC_PAGE_TEXTS`, seo/pageTexts.ts).
 */
export type StaticModule = 'home' | 'skills' | 'projects' | 'writing' | 'about' | 'contact'
/** The page modules of the SPA (frontend/src/app/routes/<module>.tsx), each its own chunk. */
export type PageModule = StaticModule | 'project-detail' | 'post'

type PageCommon = {
  /** The address, as the SPA's router matches it (`:id` and `:slug` are one path segment). */
  path: string
  /**
   * The contract's lists the page reads whole at once, preloaded with its HTML (besides the
   * personal info every page shows).
   */
  reads: readonly ListRead[]
  /** The content (collection or global slugs) whose live preview and preview links open here. */
  previews: readonly string[]
  /** The parts of the site's words it shows at once, fetched before its first render. */
  words: readonly WordsPart[]
  /**
   * The picture that is the page's largest paint on a phone, preloaded with its HTML so that it
   * downloads beside the scripts instead of after them and the list read: the first project
   * card's (the owner's first public project, which every page embeds).
   */
  leadPicture?: 'first-project-card'
}

/** A page with one address. */
type StaticPage = PageCommon & {
  kind: 'static'
  module: StaticModule
  /** Its sitemap entry's `lastmod`: the latest change of the content it shows. */
  lastmod: readonly (keyof ContentDates)[]
  /**
   * On the site only once a post is published (the writing list): before, the specification's
   * site has no such page, so its address is not found and the sitemap leaves it out.
   */
  needsPosts?: true
}

/** A public project's page, at `/projects/{id}`: one address (and sitemap entry) per project. */
type ProjectPage = PageCommon & {
  kind: 'project'
  module: 'project-detail'
}

/** A published post's page, at `/writing/{slug}`: one address (and sitemap entry) per post. */
type PostPage = PageCommon & {
  kind: 'post'
  module: 'post'
}

export type SitePage = StaticPage | ProjectPage | PostPage

/**
 * The public pages of spec section 2, stated once, in the router's matching order (which is also
 * the sitemap's): the SPA's router, the server's page resolution and head tags, the preloads sent
 * with each page, the sitemap and the previews' targets are all derived from this table.
 */
export const SITE_PAGES: readonly SitePage[] = [
  {
    kind: 'static',
    path: '/',
    module: 'home',
    reads: ['projects', 'skills'],
    previews: ['personal-info'],
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
]

/** Whether a page is on the site, which has published posts or not (see `needsPosts`). */
export const isPageOnSite = (page: SitePage, hasPosts: boolean): boolean =>
  page.kind !== 'static' || !page.needsPosts || hasPosts

/** A page's address with its `:id` (or `:slug`) filled in. */
export const pageAddress = (page: SitePage, id?: number | string): string =>
  page.path.replace(/:(id|slug)\b/, String(id))

/**
 * Whether a normalised path (no trailing slash) is this page's, as the router matches it: a
 * parameter is one segment; case does not matter.
 */
export const matchesPage = (page: SitePage, path: string): boolean =>
  new RegExp(
    `^${page.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/:(id|slug)\b/, '[^/]+')}$`,
    'i',
  ).test(path)

/** Each page's address: a static page's by its module, a project's and a post's by their key. */
export type PagePaths = Record<StaticModule, string> & {
  project: (id: number | string) => string
  post: (slug: string) => string
}

/** The pages' addresses, each passed through `at` (a language's prefix). */
export const pagePaths = (at: (path: string) => string = (path) => path): PagePaths =>
  Object.fromEntries(
    SITE_PAGES.map((page) =>
      page.kind === 'static'
        ? [page.module, at(page.path)]
        : [
            page.kind,
            (key: number | string) =>
              at(pageAddress(page, page.kind === 'post' ? encodeURIComponent(key) : key)),
          ],
    ),
  ) as PagePaths

/** The page of a module (every module has one). */
export const pageOfModule = (module: PageModule): SitePage =>
  SITE_PAGES.find((page) => page.module === module)!
