import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'

/** Arabic: the words of a project's page, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof projectWords> = {
  'project.loading': 'جارٍ تحميل المشروع',
  'project.back': 'العودة إلى المشاريع',
  'project.liveDemo': 'عرض حي',
  'project.sourceCode': 'الشيفرة المصدرية',
  'project.facts': 'معلومات المشروع',
  'project.duration': 'المدة',
  'project.durationRange': '{start} - {end}',
  'project.present': 'حتى الآن',
  'project.notAvailable': 'غير متوفر',
  'project.teamSize': 'حجم الفريق',
  'project.members': {
    zero: 'لا أعضاء',
    one: 'عضو واحد',
    two: 'عضوان',
    few: '{count} أعضاء',
    many: '{count} عضوًا',
    other: '{count} عضو',
  },
  'project.fullStack': 'التقنيات: Full Stack',
  'project.myRole': 'دوري',
  'project.technologies': 'التقنيات المستخدمة',
  'project.features': 'الميزات الرئيسية',
  'project.challenges': 'التحديات والحلول',
  'project.challenge': 'التحدي',
  'project.solution': 'الحل',
  'project.gallery': 'معرض صور المشروع',
  'project.screenshot': '{title} — لقطة شاشة',
  'project.screenshotsSoon': 'لقطات الشاشة قريبًا',
  'project.caseStudy': 'دراسة حالة',
  'project.results': 'النتائج',
  'project.problem': 'المشكلة',
  'project.approach': 'النهج',
  'project.clientWords': 'ما قاله العميل',
}
