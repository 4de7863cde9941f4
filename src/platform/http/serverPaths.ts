import { statSync } from 'node:fs'
import path from 'node:path'

import { SITE_DIST_DIR } from '../../paths'

/**
 * Path prefixes the server answers itself, never as a page of the site: the public contract
 * (`/api`), Payload's admin and REST (`/admin`, `/cms-api`), Next's assets and development
 * helpers, the site's hashed assets and icons, the sharing cards (`/og/…`) and the app icons.
 * src/site/redirects/serverPaths.test.ts checks this against the routes themselves.
 */
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

/** Single files the server makes from the CMS (the built site's own files are read from disk). */
const SERVER_FILES = new Set([
  '/index.html',
  '/robots.txt',
  '/sitemap.xml',
  '/resume.pdf',
  '/resume.json',
  '/manifest.webmanifest',
  '/profile.png',
])

/** Whether `urlPath` names a file of the built site (`/sw.js`, `/favicon.svg`, …). */
const isSiteFile = (urlPath: string, distDir: string): boolean => {
  const file = path.join(distDir, urlPath)
  if (!file.startsWith(distDir + path.sep)) return false
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * Whether the server answers `urlPath` with something of its own (an API, the admin, an asset, a
 * file) rather than a page: such a path can never be a redirect's source. Express matches its
 * mount paths without regard to case, and so does this.
 */
export const isServerPath = (urlPath: string, distDir: string = SITE_DIST_DIR): boolean => {
  const lower = urlPath.toLowerCase()
  return (
    SERVER_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`)) ||
    SERVER_FILES.has(lower) ||
    isSiteFile(urlPath, distDir)
  )
}
