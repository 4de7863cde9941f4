import { DEFAULT_LOOK, lookOf } from '@shared/look/look'
import { LOOK_ATTRIBUTES } from '@shared/look/lookAttributes'
import { LOOK_STYLE_ID, lookCss, themeColorsOf } from '@shared/look/lookCss'
import { THEME_STORAGE_KEY } from '@shared/themeBoot'

let sheet: CSSStyleSheet | undefined

/**
 * Shows the Look the owner is editing, unsaved, on this preview page: its properties in a
 * constructed stylesheet in place of the server's `<style>` (the page's CSP refuses a new inline
 * one), its scheme and animation on `<html>`, and its browser-bar colours. Every pairing's faces
 * are linked in a preview (lookFontTags), so a pairing picked now is drawn as soon as it loads.
 * The particles take a new animation at the frame's next load.
 */
export const applyLiveLook = (doc: Document, data: Record<string, unknown>): void => {
  const look = lookOf(data)
  const served = doc.getElementById(LOOK_STYLE_ID)
  if (served instanceof HTMLStyleElement) served.disabled = true
  if (!sheet) {
    sheet = new CSSStyleSheet()
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
  }
  sheet.replaceSync(lookCss(look).css)
  const root = doc.documentElement
  for (const key of ['scheme', 'animation'] as const) {
    if (look[key] === DEFAULT_LOOK[key]) root.removeAttribute(LOOK_ATTRIBUTES[key])
    else root.setAttribute(LOOK_ATTRIBUTES[key], look[key])
  }
  const bars = doc.head.querySelector('meta[name="theme-color"]')
  for (const [theme, color] of Object.entries(themeColorsOf(look)))
    bars?.setAttribute(`data-${theme}`, color)
  // The theme switch re-reads the default scheme on this event (unless the visitor chose one).
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
}
