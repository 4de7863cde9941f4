import { LOOK_ATTRIBUTES } from './look/lookAttributes'

/** `dark` is the one a page has before any script runs. */
export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

/** Absent: the owner's default scheme, else the system's preference. */
export const THEME_STORAGE_KEY = 'theme'

/** Each theme's --bg (themes.css), so the browser's bars match the page; a Look's other neutral
 * tone gives its own as the `theme-color` meta's `data-dark` and `data-light`. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#07080f', light: '#f5f6fb' }

export const PREFERS_LIGHT_QUERY = '(prefers-color-scheme: light)'

/**
 * Runs before the first paint; the CSP allows exactly this text by hash (securityHeaders.ts).
 * The theme: the visitor's stored choice, else the owner's default scheme (the Look, written on
 * `<html>` by the server), else the system's preference.
 */
export const THEME_BOOT_SCRIPT = [
  '(function(){',
  `var c=${JSON.stringify(THEME_COLORS)},r=document.documentElement,h=Object.prototype.hasOwnProperty,t,m;`,
  `try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
  `if(!h.call(c,t))t=r.getAttribute(${JSON.stringify(LOOK_ATTRIBUTES.scheme)});`,
  'if(!h.call(c,t))',
  `t=matchMedia(${JSON.stringify(PREFERS_LIGHT_QUERY)}).matches?"light":"dark";`,
  'r.setAttribute("data-theme",t);',
  'm=document.querySelector(\'meta[name="color-scheme"]\');if(m)m.setAttribute("content",t);',
  'm=document.querySelector(\'meta[name="theme-color"]\');if(m)m.setAttribute("content",m.getAttribute("data-"+t)||c[t]);',
  '})()',
].join('')
