// The owner's part of the app identity comes from src/site/appIdentity.

/** The site's dark background, until the owner sets a colour. */
export const DEFAULT_APP_COLOR = '#07080f'

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/

export const DEFAULT_MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

export const DEFAULT_FAVICON = { href: '/favicon.svg', type: 'image/svg+xml' } as const
export const DEFAULT_APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png'

export const MANIFEST_FIXED_MEMBERS = {
  id: '/',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
} as const

export const siteNameOf = (ownerName: string): string => `${ownerName} — Portfolio`

/** Launchers cut labels longer than about 12 characters. */
const SHORT_NAME_MAX = 12

export const shortNameOf = (ownerName: string): string => {
  const name = ownerName.trim().replace(/\s+/g, ' ')
  if (!name) return 'Portfolio'
  if (name.length <= SHORT_NAME_MAX) return name
  const first = name.split(' ')[0]!
  if (first.length <= SHORT_NAME_MAX) return first
  return `${[...first].slice(0, SHORT_NAME_MAX - 1).join('')}…`
}
