import { type PageModule, SITE_PAGES } from '@shared/sitePages'
import { matchPath, Route, Routes, useLocation } from 'react-router-dom'

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
  about: lazyPage(() => import('./routes/about').then((m) => m.AboutRoute)),
  contact: lazyPage(() => import('./routes/contact').then((m) => m.ContactRoute)),
}

/** The pages by address, in matching order (the table of pages); `*` catches everything else. */
const PAGES = SITE_PAGES.map(({ path, module }) => ({ path, Page: PAGE_MODULES[module] }))

/** Fetches the page module an address shows, so that the first render needs no fallback. */
export const preloadPageFor = (pathname: string): Promise<void> =>
  (PAGES.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFoundRoute).preload()

/**
 * The public routes of spec section 2 (src/shared/sitePages.ts). Declarative routes rather than a data router: the site
 * loads its data through TanStack Query, and this keeps about 16 KB (gzipped) off the first load.
 */
export const AppRoutes = () => {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  )
}
