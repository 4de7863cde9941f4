/** WCAG 2 contrast: colours as #rrggbb, ratios from 1 to 21. */

export type Rgb = [number, number, number]

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

export const rgbOf = (hex: string): Rgb => {
  if (!HEX_COLOR.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const hexOf = ([r, g, b]: Rgb): string =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** Bare channels for `rgb(var(--x-rgb) / 0.2)`. */
export const channelsOf = (hex: string): string => rgbOf(hex).join(' ')

const linear = (channel: number): number => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

const luminance = (hex: string): number => {
  const [r, g, b] = rgbOf(hex).map(linear) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `a` mixed with `b`: 0 is `a`, 1 is `b`. */
export const mix = (a: string, b: string, amount: number): string => {
  const [x, y] = [rgbOf(a), rgbOf(b)]
  return hexOf(x.map((c, i) => c + (y[i]! - c) * amount) as Rgb)
}

/**
 * `color` itself when it reaches `ratio` against every ground, else the least change towards white
 * or black (whichever the grounds allow) that does: the hue is kept, only the shade moves.
 */
export const readableOn = (color: string, grounds: string[], ratio: number): string => {
  const meets = (candidate: string) => grounds.every((g) => contrastRatio(candidate, g) >= ratio)
  if (meets(color)) return color
  for (const end of ['#ffffff', '#000000']) {
    if (!meets(end)) continue
    let [low, high] = [0, 1]
    for (let i = 0; i < 20; i++) {
      const middle = (low + high) / 2
      if (meets(mix(color, end, middle))) high = middle
      else low = middle
    }
    // Rounded to whole channels: step on until the rounded colour itself still meets the ratio.
    for (let amount = high; amount <= 1; amount += 0.002) {
      const candidate = mix(color, end, amount)
      if (meets(candidate)) return candidate
    }
    return end
  }
  throw new Error(`No shade of ${color} reaches ${ratio}:1 on ${grounds.join(', ')}`)
}
