import type { CatalogueOf } from '../en'
import type { postWords } from '../en/post'

/** Arabic: the words of a post's page, loaded with them on an Arabic page. */
export const words: CatalogueOf<typeof postWords> = {
  'post.loading': 'جارٍ تحميل المقال',
  'post.back': 'العودة إلى الكتابات',
  'post.projects': 'المشاريع في هذا المقال',
  'post.morePosts': 'مقالات أخرى',
  'post.previous': 'المقال السابق',
  'post.next': 'المقال التالي',
  'post.code': 'شيفرة {language}',
  'post.copy': 'نسخ',
  'post.copied': 'تم النسخ',
  'post.copyLabel': 'نسخ شيفرة {language}',
  'post.codeCopied': 'نُسخت الشيفرة إلى الحافظة',
  'post.copyFailed': 'تعذّر نسخ الشيفرة',
}
