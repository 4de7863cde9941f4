import type { CatalogueOf } from '../en'
import type { contactWords } from '../en/contact'

/** French: the words of the Contact page, loaded with it on a French page. */
export const words: CatalogueOf<typeof contactWords> = {
  'contact.eyebrow': 'Contact',
  'contact.phone': 'Téléphone',
  'contact.location': 'Localisation',
  'contact.callTitle': 'Vous préférez en parler ?',
  'contact.bookCall': 'Réserver un appel',
  'contact.formTitle': 'Envoyer un message',
  'contact.formIntro':
    'Parlez-moi de votre projet, d’un poste ou d’une idée — chaque message reçoit une réponse.',
  'contact.name': 'Nom',
  'contact.subject': 'Objet',
  'contact.optional': '(facultatif)',
  'contact.message': 'Message',
  'contact.website': 'Site web',
  'contact.send': 'Envoyer le message',
  'contact.sending': 'Envoi…',
  'contact.nameRequired': 'Veuillez indiquer votre nom.',
  'contact.emailRequired': 'Veuillez indiquer votre adresse e-mail.',
  'contact.messageRequired': 'Veuillez écrire un message.',
  'contact.correctFields': 'Veuillez corriger les champs signalés.',
  'contact.tooManyWait': {
    one: 'Trop de messages en peu de temps. Veuillez réessayer dans {count} seconde.',
    other: 'Trop de messages en peu de temps. Veuillez réessayer dans {count} secondes.',
  },
  'contact.tooMany': 'Trop de messages en peu de temps. Veuillez réessayer un peu plus tard.',
  'contact.notSent': 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
  'contact.sent': 'Message envoyé !',
  'contact.thanks': 'Merci — votre message est bien parti. Je réponds généralement sous 24 heures.',
  'contact.thanksNamed':
    'Merci, {name} — votre message est bien parti. Je réponds généralement sous 24 heures.',
  'contact.sendAnother': 'Envoyer un autre message',
}
