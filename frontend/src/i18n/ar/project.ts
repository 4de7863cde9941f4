import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'
import type { projectAccessWords } from '../en/project-access'

/** Arabic: the words of a project's page, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof projectWords & typeof projectAccessWords> = {
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
  'project.protected': 'مشروع محمي',
  'project.passwordIntro':
    'هذا المشروع مُشارَك بموجب اتفاقية عدم إفصاح. أدخل كلمة المرور التي أُعطيت لك لعرضه.',
  'project.linkOnlyIntro':
    'هذا المشروع مُشارَك بموجب اتفاقية عدم إفصاح، عبر رابط دعوة فقط. اطلب رابطًا من صاحبه.',
  'project.passwordLabel': 'كلمة المرور',
  'project.open': 'فتح المشروع',
  'project.opening': 'جارٍ الفتح…',
  'project.passwordRequired': 'اكتب كلمة المرور.',
  'project.wrongPassword': 'كلمة المرور غير صحيحة. تحقّق منها وحاول مرة أخرى.',
  'project.tooManyAttempts':
    'محاولات خاطئة كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'project.linkRevoked': 'سحب صاحب المشروع هذا الرابط. اطلب منه رابطًا جديدًا.',
  'project.linkExpired': 'انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا من صاحب المشروع.',
  'project.linkInvalid': 'هذا الرابط غير صالح لهذا المشروع.',
  'project.openFailed': 'تعذّر فتح المشروع الآن. يُرجى المحاولة مرة أخرى.',
}
