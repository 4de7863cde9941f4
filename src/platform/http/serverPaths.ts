import { readdirSync } from 'node:fs'
import path from 'node:path'

import { SITE_DIST_DIR } from '../../paths'
import { METRICS_PATH } from '../metrics/requestMetrics'
import { splitLanguagePath } from '../../shared/languages/languagePath'

/** Never a page of the site; serverPaths.test.ts checks this against the routes themselves. */
const SERVER_PREFIXES = [
  '/api',
  '/admin',
  '/cms-api',
  '/_next',
  '/__nextjs',
  '/assets',
  '/icons',
  '/og',
  '/app-icons',
] as const

/** Files made from the CMS (the built site's own files are read from disk). */
const SERVER_FILES = new Set([
  '/index.html',
  '/robots.txt',
  '/sitemap.xml',
  '/resume.json',
  '/manifest.webmanifest',
  '/profile.png',
  METRICS_PATH,
])

/** Also below any language's code (`/es/feed.xml`, `/ar/resume.pdf`). */
const LANGUAGE_FILES = new Set(['/feed.xml', '/feed.json', '/resume.pdf'])

/** Whatever the case (`/SW.JS`): each segment is looked up in its folder's listing. */
const isSiteFile = (urlPath: string, distDir: string): boolean => {
  const segments = urlPath.split('/').filter(Boolean)
  if (segments.length === 0 || segments.some((segment) => segment === '..')) return false
  let dir = distDir
  for (const [index, segment] of segments.entries()) {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return false
    }
    const entry = entries.find((item) => item.name.toLowerCase() === segment.toLowerCase())
    if (!entry) return false
    if (index === segments.length - 1) return entry.isFile()
    if (!entry.isDirectory()) return false
    dir = path.join(dir, entry.name)
  }
  return false
}

/** Never a redirect's source. Case-insensitive, as Express matches mount paths. */
export const isServerPath = (urlPath: string, distDir: string = SITE_DIST_DIR): boolean => {
  const lower = urlPath.toLowerCase()
  return (
    SERVER_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`)) ||
    SERVER_FILES.has(lower) ||
    LANGUAGE_FILES.has(splitLanguagePath(lower).pagePath) ||
    isSiteFile(urlPath, distDir)
  )
}
