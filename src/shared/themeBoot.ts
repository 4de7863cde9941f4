/** The site's colour themes; `dark` is the one a page has before any script runs. */
export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

/** Where a visitor's explicit choice is kept (absent: follow the system's preference). */
export const THEME_STORAGE_KEY = 'theme'

/**
 * Each theme's page background (--bg in frontend/src/styles/themes.css), for
 * `<meta name="theme-color">`: the browser's own bars then match the page.
 */
export const THEME_COLORS: Record<Theme, string> = { dark: '#07080f', light: '#f5f6fb' }

/** The media query that says the system prefers light colours. */
export const PREFERS_LIGHT_QUERY = '(prefers-color-scheme: light)'

/**
 * The script `frontend/index.html` runs inline in its head, before the stylesheet and the first
 * paint: it picks the stored choice or else the system's preference, and sets
 * `<html data-theme>`, `<meta name="color-scheme">` and `<meta name="theme-color">` to it, so no
 * frame ever shows the other theme. Plain ES5 in one expression: it runs before anything else
 * loads, and the Content-Security-Policy allows exactly this text by its hash
 * (src/server/middleware/securityHeaders.ts computes it from this constant).
 * A storage the browser refuses (private modes) just means the system's preference.
 */
export const THEME_BOOT_SCRIPT = [
  '(function(){',
  `var c=${JSON.stringify(THEME_COLORS)},t,m;`,
  `try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
  // Only a known theme counts (the colour table's keys); anything else means the system's.
  'if(!Object.prototype.hasOwnProperty.call(c,t))',
  `t=matchMedia(${JSON.stringify(PREFERS_LIGHT_QUERY)}).matches?"light":"dark";`,
  'document.documentElement.setAttribute("data-theme",t);',
  'm=document.querySelector(\'meta[name="color-scheme"]\');if(m)m.setAttribute("content",t);',
  'm=document.querySelector(\'meta[name="theme-color"]\');if(m)m.setAttribute("content",c[t]);',
  '})()',
].join('')
