import { HEX_COLOR } from '../../shared/look/contrast'
import { DEFAULT_LOOK, type Look, lookOf } from '../../shared/look/look'
import { lookCss, type ShadeAdjustment } from '../../shared/look/lookCss'

/** A ratio as WCAG writes it, rounded down so 4.49 never reads as the 4.5 it misses. */
const ratio = (value: number): string => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`

const USE_WORDS: Record<string, string> = {
  'Brand colour as text and links': 'your brand colour has {chosen} as text; links and text use',
  'Accent colour as text': 'your accent colour has {chosen} as text; text in it uses',
  'Brand colour behind white text':
    'white text on your brand colour has {chosen}; buttons and badges use',
}

/** One shading, in plain words. */
const sentence = (adjustment: ShadeAdjustment): string => {
  const words = (
    USE_WORDS[adjustment.use] ?? `${adjustment.use} has {chosen}; the site uses`
  ).replace('{chosen}', ratio(adjustment.chosenRatio))
  return `On the ${adjustment.scheme} scheme ${words} ${adjustment.shown} (${ratio(adjustment.shownRatio)}) instead.`
}

/**
 * What the admin says of a look's contrast, from the form's current values: where a colour was
 * shaded for text and with which ratios, or that it is readable as it is.
 */
export const lookContrastNotes = (values: Partial<Record<keyof Look, unknown>>): string[] => {
  const unfinished = (['brand', 'accent'] as const).filter(
    (name) => typeof values[name] !== 'string' || !HEX_COLOR.test((values[name] as string).trim()),
  )
  if (unfinished.length)
    return [
      `Write the ${unfinished.join(' and ')} colour as # and six hexadecimal digits (for example ${DEFAULT_LOOK.brand}) to see how readable it is.`,
    ]
  const trimmed = {
    ...values,
    brand: String(values.brand).trim(),
    accent: String(values.accent).trim(),
  }
  const { adjustments } = lookCss(lookOf(trimmed))
  if (!adjustments.length)
    return [
      'Readable as is: text and links in these colours have at least 4.5:1 contrast in both the light and the dark scheme.',
    ]
  const schemes = new Set(adjustments.map((adjustment) => adjustment.scheme))
  return [
    ...adjustments.map(sentence),
    ...(['dark', 'light'] as const)
      .filter((scheme) => !schemes.has(scheme))
      .map((scheme) => `On the ${scheme} scheme every colour is readable as is.`),
  ]
}
