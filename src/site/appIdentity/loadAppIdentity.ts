import type { Payload } from 'payload'
import sharp from 'sharp'

import { readPublicPersonalInfo } from '../../api/personal-info/readPersonalInfo'
import { serializePersonalInfo } from '../../records/serializePersonalInfo'
import { readUploadFile } from '../../platform/media/readUploadFile'
import type { Media } from '../../shared/payload-types'
import { DEFAULT_LOOK } from '../../shared/look/look'
import { readLook } from '../look/readLook'
import { type AppIdentity, appIdentityOf } from './appIdentityOf'

/**
 * The bytes of an uploaded image, or null when there is none. A file that is missing or that
 * sharp cannot read is logged and skipped: the site then falls back (to the avatar, to the
 * built-in icons) instead of serving broken icons.
 */
const readImage = async (
  payload: Payload,
  media: number | Media | null | undefined,
  role: string,
): Promise<Buffer | null> => {
  if (!media || typeof media !== 'object' || !media.filename) return null
  try {
    const bytes = await readUploadFile(payload, 'media', media.filename)
    const { width, height } = await sharp(bytes).metadata()
    if (!width || !height) throw new Error('the image has no size')
    return bytes
  } catch (error) {
    payload.logger.warn({
      err: error,
      msg: `The ${role} (media ${media.id}, ${media.filename}) cannot be used for the app's icons`,
    })
    return null
  }
}

/** The app's identity from the published personal info (the built-in defaults until then). */
export const loadAppIdentity = async (payload: Payload): Promise<AppIdentity> => {
  const [doc, look] = await Promise.all([readPublicPersonalInfo(payload), readLook(payload)])
  const [logo, avatar] = await Promise.all([
    readImage(payload, doc?.app?.logo, 'icon image'),
    readImage(payload, doc?.avatar, 'avatar'),
  ])
  const brand = look.brand === DEFAULT_LOOK.brand ? null : look.brand
  return appIdentityOf(serializePersonalInfo(doc), doc?.app ?? {}, { logo, avatar }, brand)
}
