import type { CatalogueOf } from '../en'
import type { testimonialWords } from '../en/testimonial'

/** Arabic: the words of the testimonials and of the client's form, loaded with them on a Arabic page. */
export const words: CatalogueOf<typeof testimonialWords> = {
  'testimonial.eyebrow': 'كلمات طيبة',
  'testimonial.title': 'ماذا يقول العملاء',
  'testimonial.photoAlt': 'صورة {name}',
  'testimonial.roleAtCompany': '{role}، {company}',
  'testimonial.pageTitle': 'شارك تجربتك',
  'testimonial.intro':
    'مرحبًا {name}، شكرًا لتخصيصك بعض الوقت. تكفي بضع جمل صادقة؛ لا يُنشر شيء قبل قراءته والموافقة عليه.',
  'testimonial.loading': 'جارٍ تحميل النموذج',
  'testimonial.name': 'اسمك',
  'testimonial.role': 'منصبك',
  'testimonial.company': 'الشركة',
  'testimonial.optional': '(اختياري)',
  'testimonial.text': 'شهادتك',
  'testimonial.textHint': 'نص عادي، حتى {count} حرف.',
  'testimonial.photo': 'صورتك',
  'testimonial.photoHint': 'JPEG أو PNG أو WebP، حتى 2 ميغابايت.',
  'testimonial.project': 'المشروع',
  'testimonial.noProject': 'لا مشروع بعينه',
  'testimonial.website': 'الموقع الإلكتروني',
  'testimonial.send': 'إرسال الشهادة',
  'testimonial.sending': 'جارٍ الإرسال…',
  'testimonial.nameRequired': 'يُرجى إدخال اسمك.',
  'testimonial.textRequired': 'يُرجى كتابة شهادتك.',
  'testimonial.textTooLong': 'يُرجى ألا تتجاوز {count} حرف.',
  'testimonial.markup': 'يُرجى كتابة نص عادي، دون وسوم مثل <b> أو <a>.',
  'testimonial.photoInvalid':
    'يُرجى اختيار صورة JPEG أو PNG أو WebP أو AVIF أو GIF لا يتجاوز حجمها 2 ميغابايت.',
  'testimonial.projectInvalid': 'يُرجى اختيار أحد المشاريع المدرجة.',
  'testimonial.fieldInvalid': 'يُرجى مراجعة هذا الحقل.',
  'testimonial.correctFields': 'يُرجى تصحيح الحقول المميّزة.',
  'testimonial.tooMany': 'محاولات كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد دقيقة.',
  'testimonial.notSent': 'تعذّر إرسال شهادتك. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  'testimonial.usedTitle': 'استُخدم هذا الرابط من قبل',
  'testimonial.usedText':
    'أُرسلت شهادة بهذا الرابط من قبل، شكرًا لك. لتعديلها، يُرجى الرد على الرسالة التي وصلتك.',
  'testimonial.expiredTitle': 'انتهت صلاحية هذا الرابط',
  'testimonial.expiredText':
    'يعمل رابط النموذج لمدة 14 يومًا. يُرجى الرد على الرسالة التي وصلتك لطلب رابط جديد.',
  'testimonial.unknownTitle': 'هذا الرابط لا يعمل',
  'testimonial.unknownText': 'يُرجى التأكد من نسخ العنوان كاملًا من الرسالة.',
  'testimonial.thanksTitle': 'شكرًا لك!',
  'testimonial.thanksText': 'وصلتنا شهادتك، وستظهر على الموقع بعد الموافقة عليها.',
}
