import { describe, expect, it } from 'vitest'

import { TYPE_PAIRINGS, TYPE_PAIRING_IDS } from '../../src/shared/look/look'
import { arabicFamilyOf } from '../../src/shared/look/lookCss'
import { LOOK_FONT_MANIFEST_PATH, type LookFontManifest } from '../../src/shared/look/lookFonts'
import { lookFonts } from './look-fonts'

/** What the plugin adds to a build: file name → bytes. */
const build = async (): Promise<Map<string, Buffer>> => {
  const files = new Map<string, Buffer>()
  const plugin = lookFonts()
  const generateBundle = plugin.generateBundle as (this: unknown) => Promise<void>
  await generateBundle.call({
    emitFile: ({ fileName, source }: { fileName: string; source: string | Buffer }) => {
      if (files.has(fileName)) throw new Error(`${fileName} emitted twice`)
      files.set(fileName, Buffer.from(source))
    },
  })
  return files
}

describe('the Look fonts build step', () => {
  it('copies only regular and bold woff2 of the Latin, Latin Extended and Arabic slices', async () => {
    const files = await build()
    const fonts = [...files.keys()].filter((name) => name.endsWith('.woff2'))
    expect(fonts.length).toBeGreaterThan(0)
    for (const name of fonts)
      expect(name).toMatch(
        /^assets\/fonts\/[a-z0-9-]+-(latin|latin-ext|arabic)-(400|700)-normal-[\w-]{8}\.woff2$/,
      )
    // Arabic families bring only their Arabic slice; Latin families never bring one.
    for (const name of fonts)
      expect(name.includes('-arabic-arabic-') || !name.includes('arabic'), name).toBe(true)
  })

  it('writes a stylesheet per pairing whose faces never hold text back and name built files', async () => {
    const files = await build()
    const manifest = JSON.parse(String(files.get(LOOK_FONT_MANIFEST_PATH))) as LookFontManifest
    expect(Object.keys(manifest).sort()).toEqual(
      TYPE_PAIRING_IDS.filter((p) => p !== 'system').sort(),
    )
    for (const pairing of TYPE_PAIRING_IDS) {
      const fonts = manifest[pairing]
      const { heading, body } = TYPE_PAIRINGS[pairing]
      if (!heading || !body) {
        expect(fonts, pairing).toBeUndefined()
        continue
      }
      const css = String(files.get(fonts!.stylesheet.slice(1)))
      const rules = css.trim().split('\n')
      for (const rule of rules) {
        expect(rule).toContain('font-display:optional')
        expect(rule).toMatch(/unicode-range:U\+/)
        const url = rule.match(/url\(\/([^)]+)\)/)![1]!
        expect(files.has(url), url).toBe(true)
      }
      const families = new Set(rules.map((rule) => rule.match(/font-family:'([^']+)'/)![1]))
      expect([...families].sort(), pairing).toEqual(
        [...new Set([heading, body, arabicFamilyOf(pairing)])].sort(),
      )
      // Preloaded: the body's regular and the headings' bold Latin file, both in the stylesheet.
      expect(fonts!.preload, pairing).toHaveLength(2)
      expect(fonts!.preload[0]).toMatch(/-latin-400-normal-/)
      expect(fonts!.preload[1]).toMatch(/-latin-700-normal-/)
      for (const file of fonts!.preload) expect(css).toContain(`url(${file})`)
      // A live preview's copy swaps the same faces in whenever they arrive.
      expect(String(files.get(fonts!.preview.slice(1)))).toBe(
        css.replaceAll('font-display:optional', 'font-display:swap'),
      )
    }
  })
})
