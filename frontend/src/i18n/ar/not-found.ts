import type { CatalogueOf } from '../en'
import type { notFoundWords } from '../en/not-found'

/** Arabic: the words of the not-found page, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof notFoundWords> = {
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.text': 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
}
