import type { CatalogueOf } from '../en'
import type { projectsWords } from '../en/projects'

/** Arabic: the words of the Projects page, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof projectsWords> = {
  'projects.eyebrow': 'معرض الأعمال',
  'projects.title': 'مشاريع مميّزة',
  'projects.lead':
    'تطبيقات ويب ومنصات وأدوات بنيتها، ولكلٍّ منها المشكلة التي يحلّها والتقنيات التي تقف خلفه.',
  'projects.searchLabel': 'البحث في المشاريع',
  'projects.searchPlaceholder': 'ابحث في المشاريع...',
  'projects.listLabel': 'المشاريع',
  'projects.emptyTitle': 'لم يُعثر على مشاريع',
  'projects.emptySearchText': 'لا شيء يطابق بحثك. جرّب كلمة مفتاحية أو تقنية أخرى.',
  'projects.viewAll': 'عرض كل المشاريع',
  'projects.loadFailedText': 'تعذّر تحميل المشاريع الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'projects.tryAgain': 'إعادة المحاولة',
  'projects.noneTitle': 'لا توجد مشاريع بعد',
  'projects.noneText': 'ستظهر الأعمال الجديدة هنا قريبًا.',
}
