import type { WordsPart } from '@shared/languages/bundledWords'
import { isPageOnSite, type PageModule, SITE_PAGES, type SitePage } from '@shared/sitePages'
import { useMemo } from 'react'
import { matchPath, Route, Routes, useLocation } from 'react-router-dom'

import { hasWritingPage } from '@/features/posts/api/post-count'
import { addressIn, type SiteLanguages, usePageLanguage } from '@/lib/page-language'

import { RootLayout } from './layout/root-layout'
import { LazyNotFoundRoute as NotFoundRoute } from './lazy-not-found'
import { type LazyPage, lazyPage } from './lazy-page'
import { RouteErrorBoundary } from './routes/route-error'

// Each page is its own chunk: the first visit downloads only the page it lands on.
const PAGE_MODULES: Record<PageModule, LazyPage> = {
  home: lazyPage(() => import('./routes/home').then((m) => m.HomeRoute)),
  skills: lazyPage(() => import('./routes/skills').then((m) => m.SkillsRoute)),
  projects: lazyPage(() => import('./routes/projects').then((m) => m.ProjectsRoute)),
  'project-detail': lazyPage(() =>
    import('./routes/project-detail').then((m) => m.ProjectDetailRoute),
  ),
  writing: lazyPage(() => import('./routes/writing').then((m) => m.WritingRoute)),
  post: lazyPage(() => import('./routes/post').then((m) => m.PostRoute)),
  about: lazyPage(() => import('./routes/about').then((m) => m.AboutRoute)),
  contact: lazyPage(() => import('./routes/contact').then((m) => m.ContactRoute)),
  testimonial: lazyPage(() => import('./routes/testimonial').then((m) => m.TestimonialRoute)),
}

/** The pages of the table this site has now: the writing list only with posts (or in a preview). */
const sitePages = (): readonly SitePage[] =>
  SITE_PAGES.filter((page) => isPageOnSite(page, hasWritingPage()))

/**
 * The routes of `pages` in each of the site's languages, the default's at the table's paths, the
 * others under their code (`/es/projects/:id`); anything else is the not-found page.
 */
export const languageRoutes = (
  site: SiteLanguages,
  pages: readonly SitePage[] = SITE_PAGES,
): { path: string; module: PageModule; language: string }[] =>
  site.languages.flatMap(({ code }) =>
    pages.map(({ path, module }) => ({
      path: addressIn(path, code, site),
      module,
      language: code,
    })),
  )

// A language code's shape (`/es`, `/fil`): other unknown addresses are the not-found page.
const pageFor = (pathname: string) => {
  const page = (path: string) => sitePages().find((entry) => matchPath(entry.path, path))
  return page(pathname) ?? page(pathname.replace(/^\/[a-z]{2,3}(?=\/|$)/, '') || '/')
}

/**
 * Fetches the page module an address shows, so that the first render needs no fallback. The
 * site's languages may not be known yet: an address no page matches is tried again without a
 * first segment shaped like a language code, the prefix it may have.
 */
export const preloadPageFor = (pathname: string): Promise<void> => {
  const found = pageFor(pathname)
  return (found ? PAGE_MODULES[found.module] : NotFoundRoute).preload()
}

/** The page parts of the site's words the page at an address shows (see `preloadPageFor`). */
export const wordsPartsFor = (pathname: string): readonly WordsPart[] => {
  const found = pageFor(pathname)
  return found ? found.words : ['not-found']
}

/**
 * The public routes of spec section 2 in each of the site's languages. Declarative routes, not a
 * data router: the data comes through TanStack Query, and this keeps ~16 KB gzipped off the first load.
 */
export const AppRoutes = () => {
  const { pathname } = useLocation()
  const { site } = usePageLanguage()
  const routes = useMemo(() => languageRoutes(site, sitePages()), [site])
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {routes.map(({ path, module }) => {
            const Page = PAGE_MODULES[module]
            return <Route key={path} path={path} element={<Page />} />
          })}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  )
}
