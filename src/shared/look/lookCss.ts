import { channelsOf, contrastRatio, mix, readableOn } from './contrast'
import { DEFAULT_LOOK, type Look, TYPE_PAIRINGS } from './look'

/** WCAG AA for text, with a little room for anti-aliasing; white text on solid colours too. */
const TEXT_RATIO = 4.5
const ON_SOLID_RATIO = 4.6

type Scheme = 'dark' | 'light'

/** The grounds text sits on, per neutral tone and scheme, and the tokens that tone sets. */
type Neutral = { grounds: string[]; tokens: Record<string, string> | null }

const NEUTRALS: Record<Look['neutral'], Record<Scheme, Neutral>> = {
  // Today's blue-black and slate: themes.css as it is.
  cool: {
    dark: { grounds: ['#07080f', '#0d1020', '#181b2b'], tokens: null },
    light: { grounds: ['#f5f6fb', '#ffffff'], tokens: null },
  },
  grey: {
    dark: {
      grounds: ['#0a0a0a', '#141414', '#1f1f1f'],
      tokens: {
        '--bg': '#0a0a0a',
        '--bg-raised': '#141414',
        '--panel-rgb': '20 20 20',
        '--glass-bg':
          'linear-gradient(180deg, rgba(255, 255, 255, 0.065), rgba(255, 255, 255, 0.02)), rgba(20, 20, 20, 0.55)',
        '--field-bg': 'rgba(10, 10, 10, 0.6)',
        '--text': '#ededed',
        '--text-body': '#e2e2e2',
        '--text-soft': '#d6d6d6',
        '--text-muted': '#adadad',
        '--text-subtle': '#8f8f8f',
        '--tooltip-bg': '#1c1c1c',
      },
    },
    light: {
      grounds: ['#f6f6f6', '#ffffff'],
      tokens: {
        '--bg': '#f6f6f6',
        '--text': '#171717',
        '--text-strong': '#0a0a0a',
        '--text-body': '#2a2a2a',
        '--text-soft': '#383838',
        '--text-muted': '#4b4b4b',
        '--text-subtle': '#5c5c5c',
        '--ink-rgb': '23 23 23',
        '--shadow-rgb': '60 60 60',
        '--selection-text': '#0a0a0a',
      },
    },
  },
  warm: {
    dark: {
      grounds: ['#0f0c09', '#1a1510', '#25201a'],
      tokens: {
        '--bg': '#0f0c09',
        '--bg-raised': '#1a1510',
        '--panel-rgb': '26 21 16',
        '--glass-bg':
          'linear-gradient(180deg, rgba(255, 255, 255, 0.065), rgba(255, 255, 255, 0.02)), rgba(26, 21, 16, 0.55)',
        '--field-bg': 'rgba(15, 12, 9, 0.6)',
        '--text': '#f2ede6',
        '--text-body': '#e8e1d7',
        '--text-soft': '#ddd5ca',
        '--text-muted': '#b5ab9d',
        '--text-subtle': '#978d80',
        '--tooltip-bg': '#241d16',
      },
    },
    light: {
      grounds: ['#faf7f2', '#fffdf9'],
      tokens: {
        '--bg': '#faf7f2',
        '--bg-raised': '#fffdf9',
        '--text': '#1c1712',
        '--text-strong': '#120e0a',
        '--text-body': '#2e2720',
        '--text-soft': '#3c342c',
        '--text-muted': '#50473d',
        '--text-subtle': '#62584d',
        '--ink-rgb': '28 23 18',
        '--shadow-rgb': '90 70 50',
        '--selection-text': '#120e0a',
      },
    },
  },
}

/** The neutral text tokens each tone sets, for the checks that every one stays readable. */
export const neutralGrounds = (tone: Look['neutral'], scheme: Scheme): string[] =>
  NEUTRALS[tone][scheme].grounds

/**
 * The head's `<style>` of the published look, which a live preview turns off for its own. Here,
 * not in lookAttributes.ts, which a first load carries.
 */
export const LOOK_STYLE_ID = 'site-look'

/** The browser's bars per scheme: the page's background in the look's neutral tone. */
export const themeColorsOf = (look: Look): Record<Scheme, string> => ({
  dark: NEUTRALS[look.neutral].dark.grounds[0]!,
  light: NEUTRALS[look.neutral].light.grounds[0]!,
})

export const neutralTokens = (tone: Look['neutral'], scheme: Scheme): Record<string, string> =>
  NEUTRALS[tone][scheme].tokens ?? {}

const RADII: Record<Look['corners'], [number, number, number]> = {
  sharp: [2, 4, 6],
  soft: [10, 16, 24],
  round: [16, 24, 32],
}

/** Where a chosen colour could not be used as it is, and what is shown instead. */
export type ShadeAdjustment = {
  scheme: Scheme
  /** What the colour is used for, in the owner's words. */
  use: string
  chosen: string
  shown: string
  /** The chosen colour's contrast where it is used, and the shown one's. */
  chosenRatio: number
  shownRatio: number
}

const SYSTEM_STACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'"

/** A family, then the one that draws Arabic with it, then the device's fonts. */
const fontStack = (family: string, arabic: string): string =>
  `'${family}', '${arabic}', ${SYSTEM_STACK}`

const SERIF_PAIRINGS = new Set(['editorial', 'literary'])

/** The Arabic family that goes with a pairing: a naskh beside serifs, a sans beside the rest. */
export const arabicFamilyOf = (pairing: Look['pairing']): string =>
  SERIF_PAIRINGS.has(pairing) ? 'Noto Naskh Arabic' : 'Noto Sans Arabic'

const colorTokens = (look: Look, scheme: Scheme, adjustments: ShadeAdjustment[]) => {
  const grounds = NEUTRALS[look.neutral][scheme].grounds
  const dark = scheme === 'dark'
  const toward = dark ? '#ffffff' : '#000000'
  /** `color` readable on the grounds, noting the change when it is the owner's colour itself. */
  const text = (color: string, on: string[], ratio: number, use?: string) => {
    const shown = readableOn(color, on, ratio)
    if (use && shown !== color) {
      const worst = (c: string) => Math.min(...on.map((g) => contrastRatio(c, g)))
      adjustments.push({
        scheme,
        use,
        chosen: color,
        shown,
        chosenRatio: worst(color),
        shownRatio: worst(shown),
      })
    }
    return shown
  }
  const { brand, accent } = look
  const middle = mix(brand, accent, 0.5)
  const brandText = text(brand, grounds, TEXT_RATIO, 'Brand colour as text and links')
  const accentText = text(accent, grounds, TEXT_RATIO, 'Accent colour as text')
  const brandSolid = text(brand, ['#ffffff'], ON_SOLID_RATIO, 'Brand colour behind white text')
  const solid = (c: string) => readableOn(c, ['#ffffff'], ON_SOLID_RATIO)
  const soft = (c: string, amount: number) => text(mix(c, toward, amount), grounds, TEXT_RATIO)
  const tinted = (c: string) => grounds.map((g) => mix(g, c, 0.18))
  return {
    '--accent': brandText,
    '--accent-strong': brandSolid,
    '--accent-2': accentText,
    '--accent-3': text(middle, grounds, TEXT_RATIO),
    '--link-hover': soft(brand, dark ? 0.45 : 0.35),
    '--code-text': soft(brand, dark ? 0.75 : 0.45),
    '--gradient': `linear-gradient(135deg, ${brand} 0%, ${middle} 48%, ${accent} 100%)`,
    '--gradient-strong': `linear-gradient(135deg, ${brandSolid} 0%, ${solid(middle)} 48%, ${solid(accent)} 100%)`,
    '--gradient-text': `linear-gradient(120deg, ${soft(brand, dark ? 0.45 : 0.3)} 0%, ${soft(middle, dark ? 0.45 : 0.3)} 40%, ${soft(accent, dark ? 0.35 : 0.3)} 100%)`,
    '--tint-accent-text': text(mix(brand, toward, dark ? 0.6 : 0.45), tinted(brand), TEXT_RATIO),
    '--tint-info-text': text(mix(accent, toward, dark ? 0.6 : 0.45), tinted(accent), TEXT_RATIO),
    '--indigo-rgb': channelsOf(brand),
    '--indigo-line-rgb': channelsOf(brandText),
    '--indigo-pale-rgb': channelsOf(dark ? mix(brand, '#ffffff', 0.5) : brandSolid),
    '--violet-rgb': channelsOf(middle),
    '--cyan-rgb': channelsOf(accent),
    '--cyan-line-rgb': channelsOf(accentText),
    '--particle-rgb': channelsOf(dark ? mix(brand, '#ffffff', 0.6) : brand),
    '--focus-ring': `0 0 0 3px rgb(${channelsOf(brandText)} / 0.9)`,
    '--selection-bg': `rgb(${channelsOf(brand)} / ${dark ? 0.4 : 0.22})`,
    '--shadow-glow': `0 18px 50px -18px rgb(${channelsOf(brandSolid)} / 0.55)`,
  }
}

const block = (selector: string, tokens: Record<string, string>): string => {
  const entries = Object.entries(tokens)
  return entries.length ? `${selector}{${entries.map(([k, v]) => `${k}:${v}`).join(';')}}` : ''
}

const sameColors = (look: Look): boolean =>
  look.brand === DEFAULT_LOOK.brand &&
  look.accent === DEFAULT_LOOK.accent &&
  look.neutral === DEFAULT_LOOK.neutral

/**
 * The CSS custom properties that turn today's look into the owner's: empty for the default look
 * (themes.css is today's look), else one rule per scheme and one for type, corners and motion.
 * Every text colour it sets keeps WCAG AA on the grounds it is used on; `adjustments` says where
 * an owner's colour was shaded to get there.
 */
export const lookCss = (look: Look): { css: string; adjustments: ShadeAdjustment[] } => {
  const adjustments: ShadeAdjustment[] = []
  const rules: string[] = []
  if (!sameColors(look)) {
    // As themes.css: light first and on paper, dark on screens only (printed pages are light).
    for (const scheme of ['light', 'dark'] as const) {
      const selector =
        scheme === 'dark' ? ":root,:root[data-theme='dark']" : ":root,:root[data-theme='light']"
      const rule = block(selector, {
        ...neutralTokens(look.neutral, scheme),
        ...colorTokens(look, scheme, adjustments),
      })
      rules.push(scheme === 'dark' && rule ? `@media screen{${rule}}` : rule)
    }
  }
  const shared: Record<string, string> = {}
  if (look.corners !== DEFAULT_LOOK.corners) {
    const [sm, md, lg] = RADII[look.corners]
    Object.assign(shared, {
      '--radius-sm': `${sm}px`,
      '--radius': `${md}px`,
      '--radius-lg': `${lg}px`,
    })
  }
  const pairing = TYPE_PAIRINGS[look.pairing]
  if (pairing.body && pairing.heading) {
    const arabic = arabicFamilyOf(look.pairing)
    shared['--font-sans'] = fontStack(pairing.body, arabic)
    shared['--font-heading'] = fontStack(pairing.heading, arabic)
  }
  rules.push(block(':root', shared))
  return { css: rules.filter(Boolean).join(''), adjustments }
}
