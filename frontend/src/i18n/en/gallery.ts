import type { Messages } from '../messages'

/** English: a project's gallery carousel, bundled with its chunk. */
export const galleryWords = {
  'gallery.label': '{title} gallery (use the left and right arrow keys to browse)',
  'gallery.slide': '{current} of {total}',
  'gallery.image': '{title} — image {current}',
  'gallery.previous': 'Previous image',
  'gallery.next': 'Next image',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'Gallery thumbnails',
  'gallery.showImage': 'Show image {current}',
} as const satisfies Messages
