import { createHash } from 'node:crypto'

import {
  DEFAULT_APP_COLOR,
  HEX_COLOR_PATTERN,
  shortNameOf,
  siteNameOf,
} from '../../shared/appIdentity'
import type { PersonalInfoDto } from '../../shared/apiTypes'
import type { IconSource } from './renderAppIcon'

/** Bump when the icons' or /profile.png's drawing changes, so versioned addresses change too. */
const DESIGN_VERSION = 'app-identity-1'

/** Everything the installed app, the tab icon and `/profile.png` show, from published content. */
export type AppIdentity = {
  name: string
  shortName: string
  description: string
  themeColor: string
  backgroundColor: string
  /** The image the icons are derived from and the set's content version; null: built-in icons. */
  icons: { source: IconSource; version: string } | null
  /** The uploaded avatar and a hash of what `/profile.png` shows; null: no avatar uploaded. */
  avatar: { bytes: Buffer; version: string } | null
}

const versionOf = (...parts: (string | Buffer)[]): string => {
  const hash = createHash('sha1')
  for (const part of [DESIGN_VERSION, ...parts]) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 16)
}

const isColor = (value: string | null | undefined): value is string =>
  !!value && HEX_COLOR_PATTERN.test(value)

/** A stored colour, or the default when it is empty (or, from older rows, not a colour). */
const colorOr = (value: string | null | undefined, fallback = DEFAULT_APP_COLOR): string =>
  isColor(value) ? value : fallback

/**
 * The app's identity from the published profile: its name and bio, the owner's colours, and the
 * images read from the uploads (the logo, else the avatar, for the icons). A theme colour the
 * owner left empty follows the Look's brand colour once they chose one (`brand`: null while it
 * is today's); one they set is theirs and stays.
 */
export const appIdentityOf = (
  info: Pick<PersonalInfoDto, 'name' | 'bio'>,
  settings: { themeColor?: string | null; backgroundColor?: string | null },
  images: { logo: Buffer | null; avatar: Buffer | null },
  brand: string | null = null,
): AppIdentity => {
  const backgroundColor = colorOr(settings.backgroundColor)
  const source: IconSource | null = images.logo
    ? { kind: 'logo', bytes: images.logo }
    : images.avatar
      ? { kind: 'avatar', bytes: images.avatar }
      : null
  return {
    name: siteNameOf(info.name),
    shortName: shortNameOf(info.name),
    description: info.bio,
    themeColor: colorOr(settings.themeColor, colorOr(brand)),
    backgroundColor,
    icons: source
      ? { source, version: versionOf(source.kind, backgroundColor, source.bytes) }
      : null,
    avatar: images.avatar ? { bytes: images.avatar, version: versionOf(images.avatar) } : null,
  }
}
