import type { FrameCatalogue } from './en'
import { type Messages, wordsPartLoaders } from './messages'

/**
 * The Arabic words every Arabic page loads before its first render (the others are in `ar/`).
 * Counted messages have all six plural forms: zero, one, two, few (3–10), many (11–99), other.
 */
export const ar: FrameCatalogue = {
  'layout.skipToContent': 'الانتقال إلى المحتوى',
  'layout.scrollToTop': 'العودة إلى الأعلى',
  'dock.label': 'القائمة الرئيسية',
  'dock.home': 'الرئيسية',
  'dock.skills': 'المهارات',
  'dock.projects': 'المشاريع',
  'dock.writing': 'كتابات',
  'dock.about': 'نبذة عني',
  'dock.contact': 'تواصل',
  'dock.darkTheme': 'المظهر الداكن',
  'dock.language': 'اللغة',
  'common.opensInNewTab': '(يُفتح في علامة تبويب جديدة)',
  'common.returnHome': 'العودة إلى الرئيسية',
  'common.clearSearch': 'مسح البحث',
  'common.searching': 'جارٍ البحث',
  'common.email': 'البريد الإلكتروني',
  'common.featured': 'مميّز',
  'common.stars': '{filled} من 5 نجوم',

  'error.eyebrow': 'حدث خطأ ما',
  'error.title': 'خطأ غير متوقع في التطبيق!',
  'error.text': 'تعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى من الصفحة الرئيسية.',

  'home.loadingProfile': 'جارٍ تحميل الملف الشخصي',
  'home.statProjects': 'مشاريع',
  'home.statYears': 'سنوات',
  'home.statPassion': 'شغف',
  'home.techStackEyebrow': 'أدواتي',
  'home.techStackProjects': {
    zero: 'لا مشاريع',
    one: 'مشروع واحد',
    two: 'مشروعان',
    few: '{count} مشاريع',
    many: '{count} مشروعًا',
    other: '{count} مشروع',
  },
  'home.featuredEyebrow': 'أعمال مختارة',
  'home.featuredTitle': 'مشاريع مميّزة',
  'home.featuredLead': 'بعض المنتجات التي صمّمتها وبنيتها وأطلقتها من البداية إلى النهاية.',
  'home.seeAllProjects': 'عرض كل المشاريع',

  'projects.cardTechnologies': 'التقنيات',
  'projects.cardMore': '+{count} أخرى',
  'projects.cardLocked': 'محمي',
  'projects.cardDetails': 'عرض التفاصيل',

  'common.socialLinks': 'روابط التواصل الاجتماعي',
  'common.resume': 'تنزيل السيرة الذاتية',
  'pwa.installTitle': 'تثبيت التطبيق',
  'pwa.installHintIos': 'أضف معرض الأعمال هذا إلى شاشتك الرئيسية.',
  'pwa.installHint': 'افتح معرض الأعمال هذا كتطبيق، حتى دون اتصال.',
  'pwa.viewInstructions': 'عرض التعليمات',
  'pwa.install': 'تثبيت',
  'pwa.dismiss': 'إغلاق',
  'pwa.iosInstructions':
    'لتثبيت هذا التطبيق:\n1. اضغط على زر المشاركة\n2. اختر "إضافة إلى الشاشة الرئيسية"',
  'pwa.menuInstructions':
    'لتثبيت هذا التطبيق، افتح قائمة المتصفح واختر "تثبيت التطبيق" أو "إضافة إلى الشاشة الرئيسية".',
  'pwa.offline': 'أنت غير متصل — يُعرض المحتوى المحفوظ',
  'pwa.updateQuestion': 'يتوفر إصدار جديد من هذا الموقع. هل تريد التحديث الآن؟',

  'languageSuggestion.text': 'هذه الصفحة متوفرة أيضًا بـ{language}.',
  'languageSuggestion.switch': 'التبديل',
  'languageSuggestion.dismiss': 'إغلاق',
}

// Here rather than in the shared chunk: only an Arabic page needs to know where they are.
/** The Arabic words of each page, a chunk apiece, fetched with the page that shows them. */
export const arParts = wordsPartLoaders(
  import.meta.glob<Messages>('./ar/*.ts', { import: 'words' }),
)
