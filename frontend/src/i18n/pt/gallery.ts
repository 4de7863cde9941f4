import type { CatalogueOf } from '../en'
import type { galleryWords } from '../en/gallery'

/** Portuguese: the words of a project's gallery, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof galleryWords> = {
  'gallery.label':
    'Galeria de {title} (use as setas para a esquerda e para a direita para navegar)',
  'gallery.slide': '{current} de {total}',
  'gallery.image': '{title} — imagem {current}',
  'gallery.previous': 'Imagem anterior',
  'gallery.next': 'Próxima imagem',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'Miniaturas da galeria',
  'gallery.showImage': 'Mostrar imagem {current}',
}
