import type { CatalogueOf } from '../en'
import type { galleryWords } from '../en/gallery'

/** French: the words of a project's gallery, loaded with it on a French page. */
export const words: CatalogueOf<typeof galleryWords> = {
  'gallery.label': 'Galerie de {title} (utilisez les flèches gauche et droite pour parcourir)',
  'gallery.slide': '{current} sur {total}',
  'gallery.image': '{title} — image {current}',
  'gallery.previous': 'Image précédente',
  'gallery.next': 'Image suivante',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'Miniatures de la galerie',
  'gallery.showImage': 'Afficher l’image {current}',
}
