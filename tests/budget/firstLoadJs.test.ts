import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  firstLoadJs,
  type FirstLoadJs,
  hasSiteBuild,
  ROUTE_MODULES,
  type SiteRoute,
} from '../../bench/firstLoadJs'
import { SITE_DIST_DIR } from '../../src/paths'
import { TYPE_PAIRINGS } from '../../src/shared/look/look'
import { LOOK_STYLE_ID, neutralGrounds } from '../../src/shared/look/lookCss'

const built = hasSiteBuild(SITE_DIST_DIR)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (!built) {
  console.warn(
    `First-load JS budget skipped: no site build with a manifest in ${path.relative(process.cwd(), SITE_DIST_DIR)} ` +
      '(run `npm run build:site`; `npm test` always builds first).',
  )
}

/** The words file each page loads in a language other than English (frontend/src/i18n/<code>/). */
const PAGE_WORDS: Partial<Record<SiteRoute, string>> = {
  '/projects': 'projects',
  '/projects/1': 'project',
  '/skills': 'skills',
  '/about': 'about',
  '/contact': 'contact',
}

/**
 * A first visit of a page in another language than the default (`/es/`): the page's first load,
 * that language's catalogue of the site's words, which loads before the first render
 * (frontend/src/app/main.tsx), and the words file of the page, which loads with it.
 */
const firstLoadInLanguage = (route: SiteRoute, language: string): FirstLoadJs => {
  const load = firstLoadJs(SITE_DIST_DIR, route)
  const manifest = JSON.parse(
    readFileSync(path.join(SITE_DIST_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const words = [`src/i18n/${language}.ts`]
  const pageWords = PAGE_WORDS[route]
  if (pageWords) words.push(`src/i18n/${language}/${pageWords}.ts`)
  const files = [...load.files]
  for (const key of words) {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No ${key} chunk in the build`)
    if (files.some((file) => file.file === chunk.file)) continue
    const gzipBytes = gzipSync(readFileSync(path.join(SITE_DIST_DIR, chunk.file)), {
      level: 9,
    }).length
    files.push({ file: chunk.file, gzipBytes })
  }
  return {
    route: `/${language}${route === '/' ? '/' : route}`,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  }
}

describe.skipIf(!built)('first-load JavaScript budget (production build of the site)', () => {
  const pages: [string, () => FirstLoadJs][] = [
    ['/', () => firstLoadJs(SITE_DIST_DIR, '/')],
    ['/projects/1', () => firstLoadJs(SITE_DIST_DIR, '/projects/1')],
    ['/es/', () => firstLoadInLanguage('/', 'es')],
    ['/ar/projects', () => firstLoadInLanguage('/projects', 'ar')],
  ]
  for (const [address, measure] of pages) {
    it(`a first visit of ${address} downloads at most ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} of gzipped JS`, () => {
      const { files, gzipBytes } = measure()
      const listing = files
        .map((file) => `${kb(file.gzipBytes).padStart(9)}  ${file.file}`)
        .join('\n')
      expect(
        gzipBytes,
        `First load of ${address} is ${kb(gzipBytes)} gzipped:\n${listing}`,
      ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES)
    })
  }

  it("is a production build: React's development runtime (jsxDEV) is in none of its files", () => {
    // A build started under a test runner (NODE_ENV=test) bundled React's development build,
    // which `npm start` then served: scripts/build.mjs now always builds for production.
    const { files } = firstLoadJs(SITE_DIST_DIR, '/')
    const withDevRuntime = files
      .map((file) => file.file)
      .filter((file) => readFileSync(path.join(SITE_DIST_DIR, file), 'utf8').includes('jsxDEV'))
    expect(withDevRuntime).toEqual([])
  })

  it("carries none of the Look's code: its choices, contrast and CSS load with a live preview only", () => {
    // Each marks one part: a pairing's label (look.ts), a neutral's ground (lookCss.ts), the
    // served style's id (the preview's apply-live-look.ts). Only the attributes' names may ship.
    const markers = [
      TYPE_PAIRINGS.editorial.label,
      neutralGrounds('warm', 'dark')[0]!,
      LOOK_STYLE_ID,
    ]
    for (const route of Object.keys(ROUTE_MODULES) as SiteRoute[]) {
      const { files } = firstLoadJs(SITE_DIST_DIR, route)
      const found = files.flatMap((file) => {
        const text = readFileSync(path.join(SITE_DIST_DIR, file.file), 'utf8')
        return markers.filter((marker) => text.includes(marker)).map((m) => `${file.file}: ${m}`)
      })
      expect(found, route).toEqual([])
    }
  })

  it('keeps the heavy parts out of the first load: the gallery carousel is its own lazy chunk', () => {
    const { files } = firstLoadJs(SITE_DIST_DIR, '/')
    expect(files.map((file) => file.file).filter((file) => /gallery-carousel/.test(file))).toEqual(
      [],
    )
    // The page chunks load lazily, one per route: / must not pull in another page's chunk.
    expect(
      files
        .map((file) => file.file)
        .filter((file) => /\/(skills|projects|project-detail|about|contact)-/.test(file)),
    ).toEqual([])
  })

  it('leaves the writing (issue 33) out of the first load of every page without it', () => {
    // Strings only the writing code has: a post card's class, a code block's, Writing's words.
    const markers = ['post-card__link', 'code-block__copy', 'writing.latestTitle']
    // They are in the build (the writing's own chunks), so their absence below means something.
    const built = readdirSync(path.join(SITE_DIST_DIR, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(SITE_DIST_DIR, 'assets', file), 'utf8'))
    for (const marker of markers)
      expect(
        built.some((text) => text.includes(marker)),
        marker,
      ).toBe(true)
    for (const route of Object.keys(ROUTE_MODULES) as SiteRoute[]) {
      const { files } = firstLoadJs(SITE_DIST_DIR, route)
      const writing = files
        .map((file) => file.file)
        .filter((file) => {
          const text = readFileSync(path.join(SITE_DIST_DIR, file), 'utf8')
          return markers.some((marker) => text.includes(marker))
        })
      expect(writing, route).toEqual([])
    }
  })
})

describe('how the first load is counted (a made-up build)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'first-load-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  mkdirSync(path.join(dist, 'assets'))
  mkdirSync(path.join(dist, '.vite'))
  // Random bytes do not compress: each file's gzip size is about its length.
  const files = {
    'entry.js': 80_000,
    'vendor.js': 30_000,
    'home.js': 5_000,
    'card.js': 2_000,
    'skills.js': 9_000,
    'carousel.js': 40_000,
    'pwa.js': 4_000,
  }
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(path.join(dist, 'assets', name), randomBytes(bytes))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js">',
  )
  const chunk = (file: string, more: object = {}) => ({ file: `assets/${file}`, ...more })
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': chunk('entry.js', {
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: [
          'src/app/routes/home.tsx',
          'src/app/routes/skills.tsx',
          'src/features/pwa/pwa.tsx',
        ],
      }),
      '_vendor.js': chunk('vendor.js'),
      '_card.js': chunk('card.js', { imports: ['_vendor.js'] }),
      'src/app/routes/home.tsx': chunk('home.js', {
        imports: ['_card.js', '_vendor.js'],
        dynamicImports: ['src/carousel.tsx'],
      }),
      'src/app/routes/skills.tsx': chunk('skills.js', { imports: ['_vendor.js'] }),
      'src/carousel.tsx': chunk('carousel.js'),
      'src/features/pwa/pwa.tsx': chunk('pwa.js'),
    }),
  )

  it("counts the entry, its preloads, the route's chunks and the entry's lazy layout chunks, once each", () => {
    const { files: counted, gzipBytes } = firstLoadJs(dist, '/')
    expect(counted.map((file) => file.file).sort()).toEqual([
      'assets/card.js',
      'assets/entry.js',
      'assets/home.js',
      'assets/pwa.js',
      'assets/vendor.js',
    ])
    // 121 KB of incompressible code: over the budget, so the test above would fail on this build.
    expect(gzipBytes).toBeGreaterThan(121_000)
    expect(gzipBytes).toBeGreaterThan(FIRST_LOAD_JS_BUDGET_BYTES)
    expect(firstLoadJs(dist, '/skills').files.map((file) => file.file)).not.toContain(
      'assets/home.js',
    )
  })
})
