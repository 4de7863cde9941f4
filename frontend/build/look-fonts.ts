import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { Plugin } from 'vite'

import { TYPE_PAIRING_IDS, type TypePairing } from '../../src/shared/look/look'
import {
  LOOK_FONT_MANIFEST_PATH,
  type LookFontManifest,
  pairingFamilies,
} from '../../src/shared/look/lookFonts'

const require = createRequire(import.meta.url)

/**
 * Where each family's fontsource package is (all SIL Open Font License 1.1), spelt out so that a
 * family's dependency is plain to see; a pairing naming a family without one fails the build.
 */
const PACKAGES: Record<string, () => string> = {
  Inter: () => require.resolve('@fontsource/inter/package.json'),
  'Space Grotesk': () => require.resolve('@fontsource/space-grotesk/package.json'),
  'IBM Plex Sans': () => require.resolve('@fontsource/ibm-plex-sans/package.json'),
  Fraunces: () => require.resolve('@fontsource/fraunces/package.json'),
  'Source Serif 4': () => require.resolve('@fontsource/source-serif-4/package.json'),
  Lora: () => require.resolve('@fontsource/lora/package.json'),
  'Noto Sans Arabic': () => require.resolve('@fontsource/noto-sans-arabic/package.json'),
  'Noto Naskh Arabic': () => require.resolve('@fontsource/noto-naskh-arabic/package.json'),
}

/** Text and the one bold weight the site's headings and strong text snap to (600–900). */
const WEIGHTS = [400, 700] as const
/** A Latin family's slices the site's languages use; an Arabic family's only its letters. */
const LATIN_SUBSETS = ['latin', 'latin-ext']
const ARABIC_SUBSETS = ['arabic']
/** Under /assets/, so the server caches them as immutable; the service worker skips them. */
export const LOOK_FONTS_DIR = 'assets/fonts'

type Face = {
  family: string
  weight: number
  subset: string
  unicodeRange: string
  /** Its path in the built site, under a name that changes with its bytes. */
  fileName: string
}

const hashOf = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('base64url').slice(0, 8)

/**
 * One family's faces as fontsource declares them (`400.css`, `700.css`: each slice's file and
 * unicode-range), limited to `subsets`; each file emitted into the build once. A face missing
 * from the package fails the build rather than shipping a pairing that falls back unseen.
 */
const emitFamily = async (
  family: string,
  subsets: string[],
  emit: (fileName: string, source: Buffer) => void,
): Promise<Face[]> => {
  const packageOf = PACKAGES[family]
  if (!packageOf) throw new Error(`No font package for ${family}`)
  const dir = path.dirname(packageOf())
  const slug = path.basename(dir)
  const faces: Face[] = []
  for (const weight of WEIGHTS) {
    const css = await readFile(path.join(dir, `${weight}.css`), 'utf8')
    for (const subset of subsets) {
      const file = `${slug}-${subset}-${weight}-normal.woff2`
      const block = css
        .split('@font-face')
        .find(
          (rule) => rule.includes(`url(./files/${file})`) && rule.includes('font-style: normal'),
        )
      const unicodeRange = block?.match(/unicode-range:\s*([^;]+);/)?.[1]
      if (!unicodeRange) throw new Error(`@fontsource/${slug} declares no ${file}`)
      const source = await readFile(path.join(dir, 'files', file))
      const fileName = `${LOOK_FONTS_DIR}/${file.replace(/\.woff2$/, '')}-${hashOf(source)}.woff2`
      emit(fileName, source)
      faces.push({ family, weight, subset, unicodeRange, fileName })
    }
  }
  return faces
}

/** The URL path of a family's Latin file in `weight`. */
const latinFile = (faces: Face[], family: string, weight: number): string => {
  const face = faces.find((f) => f.family === family && f.weight === weight && f.subset === 'latin')
  if (!face) throw new Error(`No Latin ${family} ${weight} to preload`)
  return `/${face.fileName}`
}

/**
 * `optional`: the browser uses a face only if it is there at once (preloaded, or cached from an
 * earlier visit), so text is never held back and never redrawn in another font (CLS 0).
 */
const fontFaceRule = (face: Face, display = 'optional'): string =>
  `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
  `font-display:${display};src:url(/${face.fileName}) format('woff2');` +
  `unicode-range:${face.unicodeRange}}`

/**
 * The Look's type pairings (src/shared/look/look.ts), self-hosted: copies into the build only the
 * woff2 files a pairing uses (regular and bold; Latin and Latin Extended for its families, the
 * Arabic slice of its Arabic family) under hashed names, writes one stylesheet of `@font-face`
 * rules per pairing, and a manifest (LOOK_FONT_MANIFEST_PATH) from which the server names a
 * page's stylesheet and preloads (src/site/look/lookFontTags.ts).
 */
export const lookFonts = (): Plugin => ({
  name: 'devfolio:look-fonts',
  apply: 'build',
  async generateBundle() {
    const emitted = new Set<string>()
    const emit = (fileName: string, source: Buffer) => {
      if (emitted.has(fileName)) return
      emitted.add(fileName)
      this.emitFile({ type: 'asset', fileName, source })
    }
    const families = new Map<string, Promise<Face[]>>()
    const facesOf = (family: string, subsets: string[]) => {
      const key = `${family}|${subsets.join()}`
      let faces = families.get(key)
      if (!faces) families.set(key, (faces = emitFamily(family, subsets, emit)))
      return faces
    }
    const manifest: LookFontManifest = {}
    for (const pairing of TYPE_PAIRING_IDS) {
      const used = pairingFamilies(pairing)
      if (!used) continue
      const [heading, body] = [used.heading, used.body]
      const latin = (await Promise.all(used.latin.map((f) => facesOf(f, LATIN_SUBSETS)))).flat()
      const arabic = await facesOf(used.arabic, ARABIC_SUBSETS)
      const sheet = (display: string, name: string) => {
        const css = [...latin, ...arabic].map((face) => fontFaceRule(face, display)).join('\n')
        const fileName = `${LOOK_FONTS_DIR}/${name}-${hashOf(css)}.css`
        emit(fileName, Buffer.from(css + '\n'))
        return `/${fileName}`
      }
      manifest[pairing as TypePairing] = {
        stylesheet: sheet('optional', `look-${pairing}`),
        // A preview swaps a pairing in as the owner picks it, long after the first paint.
        preview: sheet('swap', `preview-${pairing}`),
        // What the first paint draws: the body's regular Latin text and the headings' (every
        // heading is bold: 750–800, drawn with the 700 file). A preloaded file the page never
        // uses costs bandwidth and a console warning; Latin Extended, Arabic and the rest come
        // from the stylesheet when a page uses them.
        preload: [latinFile(latin, body, 400), latinFile(latin, heading, 700)],
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: LOOK_FONT_MANIFEST_PATH,
      source: JSON.stringify(manifest, null, 2) + '\n',
    })
  },
})
