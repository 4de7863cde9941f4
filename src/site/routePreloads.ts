import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { escapeHtml } from './escapeHtml'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * The page module the SPA's router loads for an address (frontend/src/app/router.tsx) and the
 * contract reads that page makes at once (frontend/src/lib/data-source/remote-data-source.ts
 * reads whole lists as `?page=1&limit=100`; every page shows the personal info).
 */
const ROUTES: { path: RegExp; module: string; reads: string[] }[] = [
  {
    path: /^\/$/,
    module: 'home',
    reads: ['/projects?page=1&limit=100', '/skills?page=1&limit=100'],
  },
  { path: /^\/projects$/i, module: 'projects', reads: ['/projects?page=1&limit=100'] },
  { path: /^\/projects\/[^/]+$/i, module: 'project-detail', reads: ['/projects?page=1&limit=100'] },
  { path: /^\/skills$/i, module: 'skills', reads: ['/skills?page=1&limit=100'] },
  {
    path: /^\/about$/i,
    module: 'about',
    reads: [
      '/experiences?page=1&limit=100',
      '/education?page=1&limit=100',
      '/interests?page=1&limit=100',
    ],
  },
  { path: /^\/contact$/i, module: 'contact', reads: [] },
]
const NOT_FOUND = { module: 'not-found', reads: [] as string[] }
const ALWAYS_READ = ['/personal-info']

/** The chunk files a manifest entry loads: itself and its static imports, depth first. */
const chunkClosure = (
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): ManifestChunk[] => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk, ...(chunk.imports ?? []).flatMap((next) => chunkClosure(manifest, next, seen))]
}

/**
 * The `<link>` tags that let a first visit fetch, in parallel with the entry script, what it
 * would otherwise discover one round trip at a time: the page's lazy chunk and its imports
 * (modulepreload) and the contract reads it starts with (preload as fetch, served from the
 * public-read cache). The site has one stylesheet, which index.html links (frontend/vite.config.ts:
 * `cssCodeSplit: false`). index.html's own script and preloads are not repeated;
 * the tags go at the end of the head, after the entry script, which is needed first.
 * `apiBase` is where the site calls the contract (`/api`, as built by default). A preview page
 * gets no read preloads (`reads: false`): the browser would hand the SPA's draft read, sent with
 * its `X-Preview-Token`, the preloaded published answer.
 */
export const routePreloadTags = (
  manifest: Manifest,
  pathname: string,
  apiBase = '/api',
  { reads = true }: { reads?: boolean } = {},
): string[] => {
  const normalised = pathname.replace(/\/+$/, '') || '/'
  const route = ROUTES.find((candidate) => candidate.path.test(normalised)) ?? NOT_FOUND
  const entryKey = Object.keys(manifest).find(
    (key) => (manifest[key] as { isEntry?: boolean }).isEntry,
  )
  const initialChunks = entryKey ? chunkClosure(manifest, entryKey) : []
  const initial = new Set(initialChunks.map((chunk) => chunk.file))
  const chunks = chunkClosure(manifest, `src/app/routes/${route.module}.tsx`)
  const scripts = [...new Set(chunks.map((chunk) => chunk.file))].filter(
    (file) => !initial.has(file),
  )
  const href = (file: string) => escapeHtml(`/${file}`)
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...(reads ? [...ALWAYS_READ, ...route.reads] : []).map(
      (read) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(apiBase + read)}">`,
    ),
  ]
}

/** The page's HTML with `tags` at the end of its head. */
export const withTagsBeforeHeadEnd = (html: string, tags: string[]): string => {
  const end = html.search(/<\/head\s*>/i)
  if (end < 0) return html
  // At the start of the `</head>` line, indented like the head's other tags.
  const at = html.lastIndexOf('\n', end - 1) + 1
  return `${html.slice(0, at)}${tags.map((tag) => `    ${tag}\n`).join('')}${html.slice(at)}`
}

/**
 * Reads the build's `.vite/manifest.json` on first use and again only when it changes; an
 * empty manifest (no preloads) while there is none.
 */
export const viteManifestLoader = (distDir: string): (() => Manifest) => {
  const file = path.join(distDir, '.vite', 'manifest.json')
  let cached: { mtimeMs: number; size: number; manifest: Manifest } | null = null
  return () => {
    let stats
    try {
      stats = statSync(file)
    } catch {
      return {}
    }
    if (!cached || cached.mtimeMs !== stats.mtimeMs || cached.size !== stats.size) {
      try {
        cached = {
          mtimeMs: stats.mtimeMs,
          size: stats.size,
          manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest,
        }
      } catch {
        // Half-written by a build in progress: no preloads this time, read it again next time.
        return {}
      }
    }
    return cached.manifest
  }
}
