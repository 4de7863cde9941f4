import type { CatalogueOf } from '../en'
import type { contactWords } from '../en/contact'

/** German: the words of the Contact page, loaded with it on a German page. */
export const words: CatalogueOf<typeof contactWords> = {
  'contact.eyebrow': 'Kontakt',
  'contact.phone': 'Telefon',
  'contact.location': 'Standort',
  'contact.callTitle': 'Lieber persönlich sprechen?',
  'contact.bookCall': 'Gespräch buchen',
  'contact.formTitle': 'Nachricht senden',
  'contact.formIntro':
    'Erzählen Sie mir von Ihrem Projekt, einer Stelle oder einer Idee — jede Nachricht wird beantwortet.',
  'contact.name': 'Name',
  'contact.subject': 'Betreff',
  'contact.optional': '(optional)',
  'contact.message': 'Nachricht',
  'contact.website': 'Website',
  'contact.send': 'Nachricht senden',
  'contact.sending': 'Wird gesendet…',
  'contact.nameRequired': 'Bitte geben Sie Ihren Namen ein.',
  'contact.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'contact.messageRequired': 'Bitte geben Sie eine Nachricht ein.',
  'contact.correctFields': 'Bitte korrigieren Sie die markierten Felder.',
  'contact.tooManyWait': {
    one: 'Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in {count} Sekunde erneut.',
    other:
      'Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in {count} Sekunden erneut.',
  },
  'contact.tooMany':
    'Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es etwas später erneut.',
  'contact.notSent':
    'Ihre Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'contact.sent': 'Nachricht gesendet!',
  'contact.thanks':
    'Danke — Ihre Nachricht ist unterwegs. Ich antworte in der Regel innerhalb von 24 Stunden.',
  'contact.thanksNamed':
    'Danke, {name} — Ihre Nachricht ist unterwegs. Ich antworte in der Regel innerhalb von 24 Stunden.',
  'contact.sendAnother': 'Weitere Nachricht senden',
}
