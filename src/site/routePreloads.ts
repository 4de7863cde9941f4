import path from 'node:path'

import { isPageOnSite, matchesPage, SITE_PAGES } from '../shared/sitePages'
import { escapeHtml } from './escapeHtml'
import { readWhenChanged } from './readWhenChanged'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/** An address no page has: the SPA's not-found module, and no reads. */
const NOT_FOUND = { module: 'not-found', reads: [] as readonly string[] }
/** Every page shows the personal info. */
const ALWAYS_READ = ['/personal-info']
/** Read by every page before its first render, in no language (the languages themselves). */
const LANGUAGES_READ = '/languages'
/**
 * A list read whole, as the SPA reads it (frontend/src/lib/data-source/remote-data-source.ts),
 * so the preloaded answer is the one it asks for.
 */
const WHOLE_LIST = '?page=1&limit=100'

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
 * The part of a language's site words each page module loads with it (frontend/src/i18n/<code>/);
 * Home's words are in the language's main file.
 */
const WORDS_PART: Record<string, string | undefined> = {
  skills: 'skills',
  projects: 'projects',
  'project-detail': 'project',
  writing: 'writing',
  post: 'post',
  about: 'about',
  contact: 'contact',
  'not-found': 'not-found',
}

/**
 * The site-word chunks of a page in `language`: the language's main file, which loads before the
 * first render, and the page's part, which the page waits for (none for English, which is
 * bundled, nor for a language the site has no words of its own for).
 */
const wordsChunks = (manifest: Manifest, module: string, language: string): ManifestChunk[] => {
  const part = WORDS_PART[module]
  return [`src/i18n/${language}.ts`, ...(part ? [`src/i18n/${language}/${part}.ts`] : [])].flatMap(
    (key) => chunkClosure(manifest, key),
  )
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
 * its `X-Preview-Token`, the preloaded published answer. A page in another language than the
 * site's default reads with `locale` last in its query (`/api/personal-info?locale=es`,
 * `/api/projects?page=1&limit=100&locale=es`), as the SPA asks for it; `pathname` is then the
 * page's own path, without its language prefix. A page in a language the site has words of its
 * own for (`wordsLanguage`, any but English) also preloads them, which it would otherwise
 * discover only once the entry script runs. Without published posts (`hasPosts: false`) the
 * writing list is the not-found page.
 */
export const routePreloadTags = (
  manifest: Manifest,
  pathname: string,
  apiBase = '/api',
  {
    reads = true,
    locale,
    wordsLanguage,
    hasPosts = true,
  }: { reads?: boolean; locale?: string; wordsLanguage?: string; hasPosts?: boolean } = {},
): string[] => {
  const normalised = pathname.replace(/\/+$/, '') || '/'
  // The page's module and first reads, from the table of pages (src/shared/sitePages.ts).
  const route =
    SITE_PAGES.find((page) => matchesPage(page, normalised) && isPageOnSite(page, hasPosts)) ??
    NOT_FOUND
  const entryKey = Object.keys(manifest).find(
    (key) => (manifest[key] as { isEntry?: boolean }).isEntry,
  )
  const initialChunks = entryKey ? chunkClosure(manifest, entryKey) : []
  const initial = new Set(initialChunks.map((chunk) => chunk.file))
  const chunks = [
    ...chunkClosure(manifest, `src/app/routes/${route.module}.tsx`),
    ...(wordsLanguage ? wordsChunks(manifest, route.module, wordsLanguage) : []),
  ]
  const scripts = [...new Set(chunks.map((chunk) => chunk.file))].filter(
    (file) => !initial.has(file),
  )
  const href = (file: string) => escapeHtml(`/${file}`)
  const inLocale = (read: string) =>
    locale ? `${read}${read.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}` : read
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...(reads
      ? [
          LANGUAGES_READ,
          ...[...ALWAYS_READ, ...route.reads.map((list) => `/${list}${WHOLE_LIST}`)].map(inLocale),
        ]
      : []
    ).map(
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
  const read = readWhenChanged<Manifest>(
    path.join(distDir, '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
    {},
  )
  return () => {
    try {
      return read()
    } catch {
      // Half-written by a build in progress: no preloads this time, read it again next time.
      return {}
    }
  }
}
