import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The page module each public route lazily loads (frontend/src/app/router.tsx). */
export const ROUTE_MODULES = {
  '/': 'src/app/routes/home.tsx',
  '/projects': 'src/app/routes/projects.tsx',
  '/projects/1': 'src/app/routes/project-detail.tsx',
  '/skills': 'src/app/routes/skills.tsx',
  '/about': 'src/app/routes/about.tsx',
  '/contact': 'src/app/routes/contact.tsx',
} as const
export type SiteRoute = keyof typeof ROUTE_MODULES

/** Lazy page chunks live here; any other lazy chunk the entry imports loads on every page. */
const ROUTES_DIR = 'src/app/routes/'

/**
 * Lazy chunks the entry imports that a first visit does not load: the preview layer is fetched
 * only on a `?preview=` page, instead of the PWA layer (frontend/src/app/app.tsx).
 */
const ON_DEMAND_MODULES: readonly string[] = ['src/features/preview/components/preview-layer.tsx']

/** Most gzipped JavaScript the first visit of `/` may download (the issue's budget). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 110 * 1024

type ManifestChunk = {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

type JsFile = { file: string; gzipBytes: number }
export type FirstLoadJs = { route: string; files: JsFile[]; gzipBytes: number }

/** Where Vite writes the manifest (`build.manifest: true` in frontend/vite.config.ts). */
const manifestPath = (distDir: string): string => path.join(distDir, '.vite', 'manifest.json')

/** Whether `distDir` holds a site build this module can read. */
export const hasSiteBuild = (distDir: string): boolean =>
  existsSync(path.join(distDir, 'index.html')) && existsSync(manifestPath(distDir))

/** The JS files index.html itself loads: its module script and module preloads, in order. */
const initialScripts = (html: string): string[] =>
  [
    ...html.matchAll(
      /<(?:script\b[^>]*\ssrc|link\b[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!)

/**
 * The gzipped JavaScript (level 9, as the build's `.gz` twins) of a first visit to `route`:
 * what index.html loads (entry + module preloads), the route's page chunk and everything it
 * imports statically, and the lazy chunks the entry loads on every page whatever the route
 * (the particle field, the PWA layer after the load event). Chunks loaded only on demand (the
 * gallery carousel, the preview layer) are not counted. Each file counts once.
 */
export const firstLoadJs = (distDir: string, route: SiteRoute): FirstLoadJs => {
  const manifest = JSON.parse(readFileSync(manifestPath(distDir), 'utf8')) as Manifest
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const files = new Set<string>(initialScripts(html))
  const visited = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || visited.has(key) || !chunk.file.endsWith('.js')) return
    visited.add(key)
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entry) throw new Error(`No entry chunk in ${manifestPath(distDir)}`)
  visit(entry)
  const routeModule = ROUTE_MODULES[route]
  if (!manifest[routeModule])
    throw new Error(`${routeModule} is not a chunk of the build: did the router change?`)
  visit(routeModule)
  manifest[entry]!.dynamicImports?.filter(
    (key) => !key.startsWith(ROUTES_DIR) && !ON_DEMAND_MODULES.includes(key),
  ).forEach(visit)
  const sized = [...files].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }))
  return { route, files: sized, gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0) }
}
