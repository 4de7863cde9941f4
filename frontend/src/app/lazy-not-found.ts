import { lazyPage } from './lazy-page'

/**
 * The not-found page as its own chunk, for the router's catch-all and for a project address with
 * no project to show: a static import would fold it into the project page's chunk.
 */
export const LazyNotFoundRoute = lazyPage(() =>
  import('./routes/not-found').then((m) => m.NotFoundRoute),
)
