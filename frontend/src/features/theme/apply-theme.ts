import { type Theme, THEME_COLORS } from '@shared/themeBoot'

/** The theme the page shows now (the head script set it before the first paint). */
export const shownTheme = (doc: Document): Theme =>
  doc.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark'

/** Shows `theme`: the stylesheet's tokens, the form controls' scheme and the browser's bars. */
export const applyTheme = (doc: Document, theme: Theme): void => {
  doc.documentElement.setAttribute('data-theme', theme)
  doc.head.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme)
  const bars = doc.head.querySelector('meta[name="theme-color"]')
  bars?.setAttribute('content', bars.getAttribute(`data-${theme}`) ?? THEME_COLORS[theme])
}
