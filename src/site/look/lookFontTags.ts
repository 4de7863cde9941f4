import path from 'node:path'

import type { TypePairing } from '../../shared/look/look'
import { LOOK_FONT_MANIFEST_PATH, type LookFontManifest } from '../../shared/look/lookFonts'
import { escapeHtml } from '../escapeHtml'
import { readWhenChanged } from '../readWhenChanged'

/**
 * The head tags that bring a pairing's fonts: its stylesheet of `@font-face` rules, and preloads
 * of the files the first paint draws (body and headings, Latin), so that they are there before
 * `font-display: optional` gives up on them. None for the device's own fonts, or a pairing the
 * build has no files for. A live preview gets every pairing's faces instead, swapped in when they
 * arrive, so that the one the owner picks next shows without a reload; a face loads once drawn.
 */
export const lookFontTags = (
  manifest: LookFontManifest,
  pairing: TypePairing,
  { preview = false } = {},
): string[] => {
  const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`
  if (preview) return Object.values(manifest).map((fonts) => stylesheet(fonts.preview))
  const fonts = manifest[pairing]
  if (!fonts) return []
  return [
    stylesheet(fonts.stylesheet),
    ...fonts.preload.map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(file)}" crossorigin>`,
    ),
  ]
}

/**
 * `lookFontTags` from the built site's manifest (frontend/build/look-fonts.ts), read on first use
 * and again only when a build changes it; no tags while there is none or it is half-written.
 */
export const lookFontTagsLoader = (
  distDir: string,
): ((pairing: TypePairing, options?: { preview?: boolean }) => string[]) => {
  const read = readWhenChanged<LookFontManifest>(
    path.join(distDir, LOOK_FONT_MANIFEST_PATH),
    (text) => JSON.parse(text) as LookFontManifest,
    {},
  )
  return (pairing, options) => {
    let manifest: LookFontManifest
    try {
      manifest = read()
    } catch {
      return []
    }
    return lookFontTags(manifest, pairing, options)
  }
}
