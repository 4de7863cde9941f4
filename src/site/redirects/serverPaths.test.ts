import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { RESUME_PDF_PATH } from '../../records/resumeUrl'
import { API_ROUTES } from '../../api/apiRoutes'
import { PROJECT_ROOT } from '../../paths'
import { isServerPath } from '../../platform/http/serverPaths'
import { APP_ICON_ROUTE } from '../appIdentity/appIcons'
import { WEB_MANIFEST_PATH } from '../appIdentity/appIdentityHeadTags'
import { FEED_ROUTE } from '../feeds/serveFeeds'
import { SOCIAL_CARD_ROUTE } from '../socialCards/serveSocialCards'

/** The files the site ships as they are (Vite copies them into its build). */
const PUBLIC_DIR = path.join(PROJECT_ROOT, 'frontend', 'public')

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  )

/**
 * The list of the server's own paths (src/platform/http/serverPaths.ts), which refuses them as a
 * redirect's source, against the routes that answer them: a new route outside it fails here.
 */
describe('isServerPath covers what the server answers besides pages', () => {
  it('every call of the public contract', () => {
    for (const route of API_ROUTES) {
      const sample = `/api${route.path.replace(/\{[^}]+\}/g, 'x').replace(/:[a-z]+/gi, 'x')}`
      expect(isServerPath(sample), sample).toBe(true)
    }
  })

  it('the files made from the CMS and the generated images', () => {
    expect(APP_ICON_ROUTE.test('/app-icons/icon-192.png')).toBe(true)
    expect(SOCIAL_CARD_ROUTE.test('/og/home.png')).toBe(true)
    for (const file of [
      RESUME_PDF_PATH,
      '/resume.json',
      '/sitemap.xml',
      WEB_MANIFEST_PATH,
      '/profile.png',
      '/app-icons/icon-192.png',
      '/og/home.png',
      '/feed.xml',
      '/feed.json',
      '/es/feed.xml',
    ])
      expect(isServerPath(file), file).toBe(true)
    for (const feed of ['/feed.xml', '/es/feed.json'])
      expect(FEED_ROUTE.test(feed), feed).toBe(true)
  })

  it('the admin, Payload’s REST and Next’s assets', () => {
    for (const sample of [
      '/admin',
      '/admin/login',
      '/cms-api/projects',
      '/_next/static/a.js',
      '/metrics',
    ])
      expect(isServerPath(sample), sample).toBe(true)
  })

  it('every file the built site ships', () => {
    for (const file of filesUnder(PUBLIC_DIR)) {
      expect(isServerPath(file, PUBLIC_DIR), file).toBe(true)
      expect(isServerPath(file.toUpperCase(), PUBLIC_DIR), file.toUpperCase()).toBe(true)
    }
    expect(isServerPath('/assets/index-0a1b2c.js', PUBLIC_DIR)).toBe(true)
  })

  it('and nothing else', () => {
    for (const other of ['/old-portfolio/my-app', '/apiary', '/administration', '/resume'])
      expect(isServerPath(other, PUBLIC_DIR), other).toBe(false)
    expect(isServerPath('/../package.json', PUBLIC_DIR)).toBe(false)
  })
})
