/**
 * The site's look as the owner sets it in the admin (the Look global, issue 48). Every default is
 * today's look: a site whose owner never opens the Look renders exactly as before.
 */

export const NEUTRAL_TONES = ['cool', 'grey', 'warm'] as const
export const CORNER_SHAPES = ['sharp', 'soft', 'round'] as const
export const BACKGROUND_ANIMATIONS = ['particles', 'fewer', 'none'] as const
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const

/**
 * The bundled type pairings: headings and text, each with the family that draws Arabic. `system`
 * is today's look (the device's own fonts, no files); the others are self-hosted from npm.
 */
export const TYPE_PAIRINGS = {
  system: { label: "The device's own fonts (today's look)", heading: null, body: null },
  inter: { label: 'Inter', heading: 'Inter', body: 'Inter' },
  grotesk: { label: 'Space Grotesk and Inter', heading: 'Space Grotesk', body: 'Inter' },
  plex: { label: 'IBM Plex Sans', heading: 'IBM Plex Sans', body: 'IBM Plex Sans' },
  editorial: {
    label: 'Fraunces and Source Serif 4 (serif)',
    heading: 'Fraunces',
    body: 'Source Serif 4',
  },
  literary: { label: 'Lora (serif)', heading: 'Lora', body: 'Lora' },
} as const satisfies Record<string, { label: string; heading: string | null; body: string | null }>

export type TypePairing = keyof typeof TYPE_PAIRINGS
export const TYPE_PAIRING_IDS = Object.keys(TYPE_PAIRINGS) as TypePairing[]

export type Look = {
  /** The main colour: links, buttons, the gradients' first stop. */
  brand: string
  /** The second colour: the gradients' last stop, secondary highlights. */
  accent: string
  neutral: (typeof NEUTRAL_TONES)[number]
  pairing: TypePairing
  corners: (typeof CORNER_SHAPES)[number]
  animation: (typeof BACKGROUND_ANIMATIONS)[number]
  /** The scheme a visitor who never used the switch sees; `system` follows their device. */
  scheme: (typeof COLOR_SCHEMES)[number]
}

export const DEFAULT_LOOK: Look = {
  brand: '#6366f1',
  accent: '#06b6d4',
  neutral: 'cool',
  pairing: 'system',
  corners: 'soft',
  animation: 'particles',
  scheme: 'system',
}

/**
 * A look's colours for the social cards: none for today's brand and accent (the cards keep their
 * versions). Here rather than beside the cards, whose texts the site ships: the Look's code stays
 * out of a visitor's first load.
 */
export const cardColorsOf = (look: Look): Pick<Look, 'brand' | 'accent'> | undefined =>
  look.brand === DEFAULT_LOOK.brand && look.accent === DEFAULT_LOOK.accent
    ? undefined
    : { brand: look.brand, accent: look.accent }

/** A stored look with anything missing or no longer offered replaced by its default. */
export const lookOf = (stored: Partial<Record<keyof Look, unknown>> | null | undefined): Look => {
  const pick = <K extends keyof Look>(key: K, allowed: readonly string[] | RegExp): Look[K] => {
    const value = stored?.[key]
    if (typeof value !== 'string') return DEFAULT_LOOK[key]
    const ok = Array.isArray(allowed) ? allowed.includes(value) : (allowed as RegExp).test(value)
    return (ok ? value.toLowerCase() : DEFAULT_LOOK[key]) as Look[K]
  }
  const color = /^#[0-9a-f]{6}$/i
  return {
    brand: pick('brand', color),
    accent: pick('accent', color),
    neutral: pick('neutral', NEUTRAL_TONES),
    pairing: pick('pairing', TYPE_PAIRING_IDS),
    corners: pick('corners', CORNER_SHAPES),
    animation: pick('animation', BACKGROUND_ANIMATIONS),
    scheme: pick('scheme', COLOR_SCHEMES),
  }
}
