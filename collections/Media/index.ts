import type { CollectionConfig, Condition } from 'payload'

import { anyone } from '../../src/cms/access/anyone'
import { isAdmin, isAdminField } from '../../src/cms/access/isAdmin'
import { env, projectPath } from '../../src/platform/config/env'
import { deletableWhenUnused } from './access/deletableWhenUnused'
import { mediaInUse } from './endpoints/mediaInUse'
import { refuseDeletingUsedMedia } from './hooks/refuseDeletingUsedMedia'
import { refuseNonImageUploads } from './hooks/refuseNonImageUploads'

/** Raster formats browsers display; SVG/HTML/XML are refused because they can carry script. */
const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

const webp = { format: 'webp' as const, options: { quality: 80 } }

/** Shown once the image is stored: what uses it. */
const stored: Condition = (data) => Boolean(data?.id)

/** Uploaded images (project covers and galleries, avatar), resized by sharp into `media/`. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    components: {
      edit: { beforeDocumentControls: ['/src/cms/admin/MediaInUseNotice#MediaInUseNotice'] },
      beforeListTable: ['/src/cms/admin/SelectedMediaInUse#SelectedMediaInUse'],
    },
  },
  endpoints: [mediaInUse],
  access: {
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: deletableWhenUnused,
  },
  hooks: {
    // Payload falls back to the file name when it cannot identify the content; we do not.
    beforeOperation: [refuseNonImageUploads],
    beforeDelete: [refuseDeletingUsedMedia],
  },
  upload: {
    staticDir: projectPath(env.MEDIA_DIR),
    mimeTypes: ALLOWED_IMAGE_TYPES,
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: webp },
      { name: 'card', width: 640, height: 400, position: 'centre', formatOptions: webp },
      { name: 'cardLarge', width: 1280, height: 800, position: 'centre', formatOptions: webp },
      // Open Graph / Twitter card size.
      { name: 'social', width: 1200, height: 630, position: 'centre', formatOptions: webp },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: 'Describes the image for people using screen readers.' },
    },
    // "Used by": virtual join fields (no column), read by the owner only. Not on a new image:
    // nothing can use it yet, and each would say "No Projects found".
    {
      name: 'usedAsCover',
      label: 'Used as cover by',
      type: 'join',
      collection: 'projects',
      on: 'coverImage',
      access: { read: isAdminField },
      admin: { allowCreate: false, defaultColumns: ['title', 'deleted'], condition: stored },
    },
    {
      name: 'usedInGalleries',
      label: 'Used in the gallery of',
      type: 'join',
      collection: 'projects',
      on: 'gallery.media',
      access: { read: isAdminField },
      admin: { allowCreate: false, defaultColumns: ['title', 'deleted'], condition: stored },
    },
    {
      // Joins cannot target a global: the profile photo is checked by the component.
      name: 'usedAsProfilePhoto',
      type: 'ui',
      admin: {
        components: { Field: '/src/cms/admin/ProfilePhotoUsage#ProfilePhotoUsage' },
        condition: stored,
      },
    },
  ],
}
