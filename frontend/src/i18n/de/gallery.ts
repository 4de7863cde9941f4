import type { CatalogueOf } from '../en'
import type { galleryWords } from '../en/gallery'

/** German: the words of a project's gallery, loaded with it on a German page. */
export const words: CatalogueOf<typeof galleryWords> = {
  'gallery.label': 'Galerie zu {title} (mit den Pfeiltasten links und rechts blättern)',
  'gallery.slide': '{current} von {total}',
  'gallery.image': '{title} — Bild {current}',
  'gallery.previous': 'Vorheriges Bild',
  'gallery.next': 'Nächstes Bild',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'Vorschaubilder der Galerie',
  'gallery.showImage': 'Bild {current} anzeigen',
}
