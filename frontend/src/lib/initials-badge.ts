import type { CSSProperties } from 'react'

import { gradientStops, linearGradient } from './gradient'

type Rgb = number[]

/** WCAG AA for normal text is 4.5:1; 4.6 leaves room for the rendering's rounding. */
const AA_WITH_MARGIN = 4.6
/** Dark text only where it reaches AAA (7:1) on the untouched gradient: on clearly light colours. */
const DARK_TEXT_LEAST = 7
const WHITE: Rgb = [255, 255, 255]
/** The page's background colour (--bg). */
const DARK: Rgb = [7, 8, 15]

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`

const luminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The least contrast of `text` on the gradient through `stops`, mixed in sRGB as CSS mixes them. */
const leastContrastAlong = (stops: Rgb[], text: Rgb): number => {
  let least = Infinity
  for (let i = 0; i < stops.length; i += 1) {
    const [from, to] = [stops[i], stops[Math.min(i + 1, stops.length - 1)]]
    for (let step = 0; step <= 32; step += 1) {
      least = Math.min(
        least,
        contrast(
          from.map((c, k) => c + ((to[k] - c) * step) / 32),
          text,
        ),
      )
    }
  }
  return least
}

/** `rgb` darkened towards black (same hue) just enough for white text to keep 4.6:1 on it. */
const darkenedForWhite = (rgb: Rgb): Rgb => {
  if (contrast(rgb, WHITE) >= AA_WITH_MARGIN) return rgb
  const scaled = (factor: number) => rgb.map((channel) => Math.round(channel * factor))
  // `low` always passes (0 is black), `high` never does.
  let [low, high] = [0, 1]
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2
    if (contrast(scaled(middle), WHITE) >= AA_WITH_MARGIN) low = middle
    else high = middle
  }
  return scaled(low)
}

/**
 * Two initials on a skill's gradient, WCAG AA on all of it: dark text on light gradients, else
 * white on stops darkened as little as needed (sRGB mixing never goes lighter than its stops).
 */
export const initialsBadgeStyle = (classes: string | null | undefined): CSSProperties => {
  const stops = gradientStops(classes).map(rgbOf)
  if (leastContrastAlong(stops, DARK) >= DARK_TEXT_LEAST) {
    return { background: linearGradient(stops.map(hexOf)), color: hexOf(DARK), textShadow: 'none' }
  }
  return { background: linearGradient(stops.map(darkenedForWhite).map(hexOf)), color: hexOf(WHITE) }
}
