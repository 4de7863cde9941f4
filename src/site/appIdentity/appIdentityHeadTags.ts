import { DEFAULT_APPLE_TOUCH_ICON, DEFAULT_FAVICON } from '../../shared/appIdentity'
import { escapeHtml } from '../escapeHtml'
import { APP_ICONS, appIconUrl } from './appIcons'
import type { AppIdentity } from './appIdentityOf'

export const WEB_MANIFEST_PATH = '/manifest.webmanifest'

/**
 * The head tags that name the app's icons and manifest (index.html's own are replaced:
 * src/site/indexTemplate.ts). Icons derived from the owner's image carry their content version;
 * without an image, the built-in ones. The page's `theme-color` is not among them: it follows
 * the visitor's light or dark theme (src/shared/themeBoot.ts); the owner's colour is the
 * installed app's, in the manifest.
 */
export const appIdentityHeadTags = ({ icons }: AppIdentity): string[] => {
  const favicon = icons
    ? `<link rel="icon" type="image/png" sizes="${APP_ICONS['favicon-32'].size}x${APP_ICONS['favicon-32'].size}" href="${escapeHtml(appIconUrl('favicon-32', icons.version))}" />`
    : `<link rel="icon" type="${DEFAULT_FAVICON.type}" href="${DEFAULT_FAVICON.href}" />`
  const appleTouchIcon = icons
    ? appIconUrl('apple-touch-icon', icons.version)
    : DEFAULT_APPLE_TOUCH_ICON
  return [
    favicon,
    `<link rel="apple-touch-icon" href="${escapeHtml(appleTouchIcon)}" />`,
    `<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`,
  ]
}
