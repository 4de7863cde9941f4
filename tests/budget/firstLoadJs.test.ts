import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FIRST_LOAD_JS_BUDGET_BYTES, firstLoadJs, hasSiteBuild } from '../../bench/firstLoadJs'
import { SITE_DIST_DIR } from '../../src/paths'

const built = hasSiteBuild(SITE_DIST_DIR)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (!built) {
  console.warn(
    `First-load JS budget skipped: no site build with a manifest in ${path.relative(process.cwd(), SITE_DIST_DIR)} ` +
      '(run `npm run build:site`; `npm test` always builds first).',
  )
}

describe.skipIf(!built)('first-load JavaScript budget (production build of the site)', () => {
  it(`a first visit of / downloads at most ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} of gzipped JS`, () => {
    const { files, gzipBytes } = firstLoadJs(SITE_DIST_DIR, '/')
    const listing = files.map((file) => `${kb(file.gzipBytes).padStart(9)}  ${file.file}`).join('\n')
    expect(gzipBytes, `First load of / is ${kb(gzipBytes)} gzipped:\n${listing}`).toBeLessThanOrEqual(
      FIRST_LOAD_JS_BUDGET_BYTES,
    )
  })

  it('keeps the heavy parts out of the first load: the gallery carousel is its own lazy chunk', () => {
    const { files } = firstLoadJs(SITE_DIST_DIR, '/')
    expect(files.map((file) => file.file).filter((file) => /gallery-carousel/.test(file))).toEqual([])
    // The page chunks load lazily, one per route: / must not pull in another page's chunk.
    expect(files.map((file) => file.file).filter((file) => /\/(skills|projects|project-detail|about|contact)-/.test(file))).toEqual([])
  })
})
