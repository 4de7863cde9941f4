import { matchPath, Route, Routes, useLocation } from 'react-router-dom'

import { RootLayout } from './layout/root-layout'
import { LazyNotFoundRoute as NotFoundRoute } from './lazy-not-found'
import { lazyPage } from './lazy-page'
import { RouteErrorBoundary } from './routes/route-error'

// Each page is its own chunk: the first visit downloads only the page it lands on.
const HomeRoute = lazyPage(() => import('./routes/home').then((m) => m.HomeRoute))
const SkillsRoute = lazyPage(() => import('./routes/skills').then((m) => m.SkillsRoute))
const ProjectsRoute = lazyPage(() => import('./routes/projects').then((m) => m.ProjectsRoute))
const ProjectDetailRoute = lazyPage(() =>
  import('./routes/project-detail').then((m) => m.ProjectDetailRoute),
)
const AboutRoute = lazyPage(() => import('./routes/about').then((m) => m.AboutRoute))
const ContactRoute = lazyPage(() => import('./routes/contact').then((m) => m.ContactRoute))

/** The pages by address, in matching order; `*` catches everything else. */
const PAGES = [
  { path: '/', Page: HomeRoute },
  { path: '/skills', Page: SkillsRoute },
  { path: '/projects', Page: ProjectsRoute },
  { path: '/projects/:id', Page: ProjectDetailRoute },
  { path: '/about', Page: AboutRoute },
  { path: '/contact', Page: ContactRoute },
] as const

/** Fetches the page module an address shows, so that the first render needs no fallback. */
export const preloadPageFor = (pathname: string): Promise<void> =>
  (PAGES.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFoundRoute).preload()

/**
 * The public routes of spec section 2. Declarative routes rather than a data router: the site
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
