import type { CatalogueOf } from '../en'
import type { testimonialWords } from '../en/testimonial'

/** German: the words of the testimonials and of the client's form, loaded with them on a German page. */
export const words: CatalogueOf<typeof testimonialWords> = {
  'testimonial.eyebrow': 'Stimmen',
  'testimonial.title': 'Was Kunden sagen',
  'testimonial.photoAlt': 'Foto von {name}',
  'testimonial.roleAtCompany': '{role}, {company}',
  'testimonial.pageTitle': 'Teilen Sie Ihre Erfahrung',
  'testimonial.intro':
    'Hallo {name}, danke, dass Sie sich einen Moment Zeit nehmen. Ein paar ehrliche Sätze genügen; veröffentlicht wird nichts, bevor es gelesen und freigegeben wurde.',
  'testimonial.loading': 'Formular wird geladen',
  'testimonial.name': 'Ihr Name',
  'testimonial.role': 'Ihre Position',
  'testimonial.company': 'Unternehmen',
  'testimonial.optional': '(optional)',
  'testimonial.text': 'Ihr Testimonial',
  'testimonial.textHint': 'Reiner Text, höchstens {count} Zeichen.',
  'testimonial.photo': 'Ihr Foto',
  'testimonial.photoHint': 'JPEG, PNG oder WebP, höchstens 2 MB.',
  'testimonial.project': 'Projekt',
  'testimonial.noProject': 'Kein bestimmtes Projekt',
  'testimonial.website': 'Website',
  'testimonial.send': 'Testimonial senden',
  'testimonial.sending': 'Wird gesendet…',
  'testimonial.nameRequired': 'Bitte geben Sie Ihren Namen ein.',
  'testimonial.textRequired': 'Bitte schreiben Sie Ihr Testimonial.',
  'testimonial.textTooLong': 'Bitte höchstens {count} Zeichen.',
  'testimonial.markup': 'Bitte reinen Text schreiben, ohne Tags wie <b> oder <a>.',
  'testimonial.photoInvalid':
    'Bitte wählen Sie ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild mit höchstens 2 MB.',
  'testimonial.projectInvalid': 'Bitte wählen Sie eines der aufgeführten Projekte.',
  'testimonial.fieldInvalid': 'Bitte prüfen Sie dieses Feld.',
  'testimonial.correctFields': 'Bitte korrigieren Sie die markierten Felder.',
  'testimonial.tooMany':
    'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
  'testimonial.notSent':
    'Ihr Testimonial konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'testimonial.usedTitle': 'Dieser Link wurde bereits verwendet',
  'testimonial.usedText':
    'Mit diesem Link wurde bereits ein Testimonial gesendet – vielen Dank. Um es zu ändern, antworten Sie auf die erhaltene E-Mail.',
  'testimonial.expiredTitle': 'Dieser Link ist abgelaufen',
  'testimonial.expiredText':
    'Der Link zum Formular gilt 14 Tage. Antworten Sie auf die erhaltene E-Mail, um einen neuen anzufordern.',
  'testimonial.unknownTitle': 'Dieser Link funktioniert nicht',
  'testimonial.unknownText':
    'Bitte prüfen Sie, ob die Adresse aus der E-Mail vollständig kopiert wurde.',
  'testimonial.thanksTitle': 'Vielen Dank!',
  'testimonial.thanksText':
    'Ihr Testimonial ist angekommen. Es erscheint auf der Website, sobald es freigegeben wurde.',
}
