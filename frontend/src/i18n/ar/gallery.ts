import type { CatalogueOf } from '../en'
import type { galleryWords } from '../en/gallery'

/** Arabic: the words of a project's gallery, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof galleryWords> = {
  'gallery.label': 'معرض صور {title} (استخدم مفتاحي السهمين الأيمن والأيسر للتصفح)',
  'gallery.slide': '{current} من {total}',
  'gallery.image': '{title} — الصورة {current}',
  'gallery.previous': 'الصورة السابقة',
  'gallery.next': 'الصورة التالية',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'الصور المصغّرة للمعرض',
  'gallery.showImage': 'عرض الصورة {current}',
}
