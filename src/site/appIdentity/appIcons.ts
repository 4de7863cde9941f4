/**
 * The icons derived from the owner's image, by name: `/app-icons/{name}.png?v={version}`.
 * `maskable` icons keep the picture inside the safe zone (the central circle of 80% diameter)
 * that launchers never crop; `any` icons show it whole.
 */
export const APP_ICONS = {
  'icon-192': { size: 192, purpose: 'any' },
  'icon-512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
  'apple-touch-icon': { size: 180, purpose: 'any' },
  'favicon-32': { size: 32, purpose: 'any' },
} as const

export type AppIconName = keyof typeof APP_ICONS

export const APP_ICON_ROUTE = /^\/app-icons\/([a-z0-9-]+)\.png$/

export const isAppIconName = (name: string): name is AppIconName => Object.hasOwn(APP_ICONS, name)

/** The address of one icon of the set whose content version is `version`. */
export const appIconUrl = (name: AppIconName, version: string): string =>
  `/app-icons/${name}.png?v=${version}`
