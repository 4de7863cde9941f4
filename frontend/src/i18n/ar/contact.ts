import type { CatalogueOf } from '../en'
import type { contactWords } from '../en/contact'

/** Arabic: the words of the Contact page, loaded with it on a Arabic page. */
export const words: CatalogueOf<typeof contactWords> = {
  'contact.eyebrow': 'تواصل',
  'contact.phone': 'الهاتف',
  'contact.location': 'الموقع',
  'contact.callTitle': 'تفضّل التحدث؟',
  'contact.bookCall': 'احجز مكالمة',
  'contact.formTitle': 'أرسل رسالة',
  'contact.formIntro': 'أخبرني عن مشروعك أو الوظيفة أو فكرتك، فكل رسالة تتلقى ردًّا.',
  'contact.name': 'الاسم',
  'contact.subject': 'الموضوع',
  'contact.optional': '(اختياري)',
  'contact.message': 'الرسالة',
  'contact.website': 'الموقع الإلكتروني',
  'contact.send': 'إرسال الرسالة',
  'contact.sending': 'جارٍ الإرسال…',
  'contact.nameRequired': 'يُرجى إدخال اسمك.',
  'contact.emailRequired': 'يُرجى إدخال عنوان بريدك الإلكتروني.',
  'contact.messageRequired': 'يُرجى كتابة رسالة.',
  'contact.correctFields': 'يُرجى تصحيح الحقول المميّزة.',
  'contact.tooManyWait': {
    zero: 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى الآن.',
    one: 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد ثانية واحدة.',
    two: 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد ثانيتين.',
    few: 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد {count} ثوانٍ.',
    many: 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد {count} ثانيةً.',
    other: 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد {count} ثانية.',
  },
  'contact.tooMany': 'رسائل كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد قليل.',
  'contact.notSent': 'تعذّر إرسال رسالتك. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  'contact.sent': 'أُرسلت الرسالة!',
  'contact.thanks': 'شكرًا لك — رسالتك في طريقها إليّ. أردّ عادةً خلال 24 ساعة.',
  'contact.thanksNamed': 'شكرًا لك يا {name} — رسالتك في طريقها إليّ. أردّ عادةً خلال 24 ساعة.',
  'contact.sendAnother': 'إرسال رسالة أخرى',
}
