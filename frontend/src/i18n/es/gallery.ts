import type { CatalogueOf } from '../en'
import type { galleryWords } from '../en/gallery'

/** Spanish: the words of a project's gallery, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof galleryWords> = {
  'gallery.label': 'Galería de {title} (usa las flechas izquierda y derecha para navegar)',
  'gallery.slide': '{current} de {total}',
  'gallery.image': '{title}: imagen {current}',
  'gallery.previous': 'Imagen anterior',
  'gallery.next': 'Imagen siguiente',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'Miniaturas de la galería',
  'gallery.showImage': 'Mostrar imagen {current}',
}
