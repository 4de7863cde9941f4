import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { LOOK_FONT_MANIFEST_PATH, type LookFontManifest } from '../../shared/look/lookFonts'
import { lookFontTags, lookFontTagsLoader } from './lookFontTags'

const manifest: LookFontManifest = {
  editorial: {
    stylesheet: '/assets/fonts/look-editorial-AbC.css',
    preview: '/assets/fonts/preview-editorial-DeF.css',
    preload: [
      '/assets/fonts/source-serif-4-latin-400-normal-x1.woff2',
      '/assets/fonts/fraunces-latin-700-normal-y2.woff2',
    ],
  },
}

describe('lookFontTags', () => {
  it("links a pairing's stylesheet and preloads its files as fonts, with CORS as fonts need", () => {
    expect(lookFontTags(manifest, 'editorial')).toEqual([
      '<link rel="stylesheet" href="/assets/fonts/look-editorial-AbC.css">',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/fonts/source-serif-4-latin-400-normal-x1.woff2" crossorigin>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/fonts/fraunces-latin-700-normal-y2.woff2" crossorigin>',
    ])
  })

  it("adds nothing for the device's own fonts or a pairing the build has no files for", () => {
    expect(lookFontTags(manifest, 'system')).toEqual([])
    expect(lookFontTags(manifest, 'literary')).toEqual([])
  })

  it("gives a preview every pairing's swapping stylesheet and no preloads, whichever is drafted", () => {
    const both = { ...manifest, inter: { stylesheet: '/i.css', preview: '/pi.css', preload: [] } }
    for (const pairing of ['system', 'inter'] as const)
      expect(lookFontTags(both, pairing, { preview: true })).toEqual([
        '<link rel="stylesheet" href="/assets/fonts/preview-editorial-DeF.css">',
        '<link rel="stylesheet" href="/pi.css">',
      ])
  })

  it('escapes what it writes into an attribute', () => {
    const fonts = { stylesheet: '/a"b.css', preview: '/c.css', preload: [] }
    expect(lookFontTags({ inter: fonts }, 'inter')).toEqual([
      '<link rel="stylesheet" href="/a&quot;b.css">',
    ])
  })
})

describe('lookFontTagsLoader', () => {
  const dirs: string[] = []
  const distWith = (text: string | null) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'look-fonts-'))
    dirs.push(dir)
    if (text !== null) {
      mkdirSync(path.join(dir, path.dirname(LOOK_FONT_MANIFEST_PATH)), { recursive: true })
      writeFileSync(path.join(dir, LOOK_FONT_MANIFEST_PATH), text)
    }
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it("reads the built site's manifest", () => {
    const tags = lookFontTagsLoader(distWith(JSON.stringify(manifest)))
    expect(tags('editorial')).toEqual(lookFontTags(manifest, 'editorial'))
    expect(tags('system')).toEqual([])
  })

  it('adds nothing, and does not throw, without a build or with a half-written manifest', () => {
    expect(lookFontTagsLoader(distWith(null))('editorial')).toEqual([])
    expect(lookFontTagsLoader(distWith('{"editorial": {"styles'))('editorial')).toEqual([])
  })
})
