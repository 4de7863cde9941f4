import { arabicFamilyOf } from './lookCss'
import { TYPE_PAIRINGS, type TypePairing } from './look'

/**
 * What the site's build (frontend/build/look-fonts.ts) writes about each pairing's fonts and the
 * server reads for a page's head: the pairing's stylesheet, the same faces for a live preview
 * (`font-display: swap`), and the files worth preloading, as URL paths. A pairing without files
 * (the device's own fonts) has no entry.
 */
export type LookFontManifest = Partial<
  Record<TypePairing, { stylesheet: string; preview: string; preload: string[] }>
>

/** Where in the built site the manifest is: beside Vite's own, never served. */
export const LOOK_FONT_MANIFEST_PATH = '.vite/look-fonts.json'

/** The families a pairing draws with: headings, text, both once (Latin), and Arabic's. */
export const pairingFamilies = (
  pairing: TypePairing,
): { heading: string; body: string; latin: string[]; arabic: string } | null => {
  const { heading, body } = TYPE_PAIRINGS[pairing]
  if (!heading || !body) return null
  return { heading, body, latin: [...new Set([heading, body])], arabic: arabicFamilyOf(pairing) }
}
