import sharp from 'sharp'

import { APP_ICONS, type AppIconName } from './appIcons'

/** The owner's image icons are made from, and how it fills a square. */
export type IconSource = {
  /** A logo is shown whole (padded on the background); an avatar photo fills the square. */
  kind: 'logo' | 'avatar'
  bytes: Buffer
}

/** Diameter of the maskable safe zone, as a share of the icon's side (the W3C manifest spec's 80%). */
const SAFE_ZONE = 0.8

/** The image turned upright (EXIF) and fitted into a `side`×`side` square, transparent around. */
const fitted = (source: IconSource, side: number) =>
  sharp(source.bytes)
    .rotate()
    .resize(side, side, {
      fit: source.kind === 'logo' ? 'contain' : 'cover',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer()

/** A disc of `diameter` px: the avatar keeps only what falls inside it. */
const disc = (diameter: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${diameter}" height="${diameter}"><circle cx="${diameter / 2}" cy="${diameter / 2}" r="${diameter / 2}"/></svg>`,
  )

/**
 * The picture of a maskable icon, kept inside the safe zone: a logo fitted whole in the square
 * inscribed in the zone's circle, an avatar cut to the circle itself.
 */
const safeZonePicture = async (source: IconSource, size: number): Promise<Buffer> => {
  const diameter = Math.floor(size * SAFE_ZONE)
  if (source.kind === 'logo') return fitted(source, Math.floor(diameter / Math.SQRT2))
  return sharp(await fitted(source, diameter))
    .composite([{ input: disc(diameter), blend: 'dest-in' }])
    .png()
    .toBuffer()
}

/**
 * One icon of the set as PNG bytes, exactly its declared size, opaque on `backgroundColor`
 * (iOS paints transparency black, and a launcher's mask shows whatever is under the picture).
 */
export const renderAppIcon = async (
  name: AppIconName,
  source: IconSource,
  backgroundColor: string,
): Promise<Buffer> => {
  const { size, purpose } = APP_ICONS[name]
  const picture =
    purpose === 'maskable' ? await safeZonePicture(source, size) : await fitted(source, size)
  return (
    sharp({ create: { width: size, height: size, channels: 3, background: backgroundColor } })
      .composite([{ input: picture, gravity: 'centre' }])
      // The canvas is opaque, so the alpha the composite adds is 255 everywhere: drop it.
      .removeAlpha()
      .png({ compressionLevel: 9 })
      .toBuffer()
  )
}

/** Longest side of `/profile.png`: twice the largest avatar the site shows, for sharp screens. */
const PROFILE_MAX_SIDE = 512

/** The avatar as `/profile.png`: upright, at most 512 px on its longer side, never enlarged. */
export const renderProfilePng = (avatar: Buffer): Promise<Buffer> =>
  sharp(avatar)
    .rotate()
    .resize(PROFILE_MAX_SIDE, PROFILE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
