import { DEFAULT_MANIFEST_ICONS, MANIFEST_FIXED_MEMBERS } from '../../shared/appIdentity'
import { APP_ICONS, appIconUrl } from './appIcons'
import type { AppIdentity } from './appIdentityOf'

/** The icons a manifest lists from a derived set (the favicon and Apple icon are linked by the page). */
const MANIFEST_ICON_NAMES = ['icon-192', 'icon-512', 'maskable-512'] as const

/** `/manifest.webmanifest` of the deployed site: the owner's names, colours and icons. */
export const buildWebManifest = (identity: AppIdentity) => {
  const { icons } = identity
  return {
    ...MANIFEST_FIXED_MEMBERS,
    name: identity.name,
    short_name: identity.shortName,
    ...(identity.description ? { description: identity.description } : {}),
    theme_color: identity.themeColor,
    background_color: identity.backgroundColor,
    icons: icons
      ? MANIFEST_ICON_NAMES.map((name) => {
          const { size, purpose } = APP_ICONS[name]
          return {
            src: appIconUrl(name, icons.version),
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose,
          }
        })
      : DEFAULT_MANIFEST_ICONS,
  }
}
