import { DEFAULT_LOOK, type Look } from '../../shared/look/look'
import { LOOK_ATTRIBUTES } from '../../shared/look/lookAttributes'
import { LOOK_STYLE_ID, lookCss, themeColorsOf } from '../../shared/look/lookCss'

/** What a page needs for a look: its `<style>` (null for today's look) and that style's text. */
export type LookInPage = { tag: string; css: string } | null

/** The `<style>` that turns today's look into `look`, or null when there is nothing to change. */
export const lookStyleOf = (look: Look): LookInPage => {
  const { css } = lookCss(look)
  return css ? { tag: `<style id="${LOOK_STYLE_ID}">${css}</style>`, css } : null
}

/**
 * The browser's bars in another neutral's backgrounds: the head script and the theme switch take
 * the `theme-color` of the scheme shown from these attributes.
 */
const withThemeColors = (html: string, look: Look): string => {
  if (look.neutral === DEFAULT_LOOK.neutral) return html
  const { dark, light } = themeColorsOf(look)
  return html.replace(
    /<meta name="theme-color"[^>]*>/,
    `<meta name="theme-color" content="${dark}" data-dark="${dark}" data-light="${light}" />`,
  )
}

/**
 * The page's `<html>` with the look's scheme and animation for the site's scripts, and its bars'
 * colours, written only where they differ from today's (so a default page is byte for byte as
 * before), in place of any the template had.
 */
export const withLookAttributes = (page: string, look: Look): string => {
  const html = withThemeColors(page, look)
  const wanted = (['scheme', 'animation'] as const)
    .filter((key) => look[key] !== DEFAULT_LOOK[key])
    .map((key) => ` ${LOOK_ATTRIBUTES[key]}="${look[key]}"`)
  if (!wanted.length) return html
  const names = Object.values(LOOK_ATTRIBUTES).join('|')
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(
      new RegExp(`\\s(?:${names})\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'>]+)`, 'gi'),
      '',
    )
    return `<html${others}${wanted.join('')}>`
  })
}
