import type { CatalogueOf } from '../en'
import type { testimonialWords } from '../en/testimonial'

/** French: the words of the testimonials and of the client's form, loaded with them on a French page. */
export const words: CatalogueOf<typeof testimonialWords> = {
  'testimonial.eyebrow': 'Témoignages',
  'testimonial.title': 'Ce qu’en disent les clients',
  'testimonial.photoAlt': 'Photo de {name}',
  'testimonial.roleAtCompany': '{role}, {company}',
  'testimonial.pageTitle': 'Partagez votre expérience',
  'testimonial.intro':
    'Bonjour {name}, merci de prendre un moment. Quelques phrases sincères suffisent ; rien n’est publié avant d’avoir été lu et approuvé.',
  'testimonial.loading': 'Chargement du formulaire',
  'testimonial.name': 'Votre nom',
  'testimonial.role': 'Votre fonction',
  'testimonial.company': 'Entreprise',
  'testimonial.optional': '(facultatif)',
  'testimonial.text': 'Votre témoignage',
  'testimonial.textHint': 'Texte brut, {count} caractères au plus.',
  'testimonial.photo': 'Votre photo',
  'testimonial.photoHint': 'JPEG, PNG ou WebP, 2 Mo au plus.',
  'testimonial.project': 'Projet',
  'testimonial.noProject': 'Aucun projet en particulier',
  'testimonial.website': 'Site web',
  'testimonial.send': 'Envoyer le témoignage',
  'testimonial.sending': 'Envoi…',
  'testimonial.nameRequired': 'Veuillez saisir votre nom.',
  'testimonial.textRequired': 'Veuillez écrire votre témoignage.',
  'testimonial.textTooLong': 'Veuillez ne pas dépasser {count} caractères.',
  'testimonial.markup': 'Veuillez écrire du texte brut, sans balises comme <b> ou <a>.',
  'testimonial.photoInvalid':
    'Veuillez choisir une image JPEG, PNG, WebP, AVIF ou GIF de 2 Mo au plus.',
  'testimonial.projectInvalid': 'Veuillez choisir l’un des projets de la liste.',
  'testimonial.fieldInvalid': 'Veuillez vérifier ce champ.',
  'testimonial.correctFields': 'Veuillez corriger les champs signalés.',
  'testimonial.tooMany': 'Trop de tentatives en peu de temps. Veuillez réessayer dans une minute.',
  'testimonial.notSent':
    'Votre témoignage n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
  'testimonial.usedTitle': 'Ce lien a déjà été utilisé',
  'testimonial.usedText':
    'Un témoignage a déjà été envoyé avec ce lien — merci. Pour le modifier, répondez à l’e-mail reçu.',
  'testimonial.expiredTitle': 'Ce lien a expiré',
  'testimonial.expiredText':
    'Le lien vers le formulaire est valable 14 jours. Répondez à l’e-mail reçu pour en demander un nouveau.',
  'testimonial.unknownTitle': 'Ce lien ne fonctionne pas',
  'testimonial.unknownText': 'Vérifiez que l’adresse de l’e-mail a été copiée en entier.',
  'testimonial.thanksTitle': 'Merci !',
  'testimonial.thanksText':
    'Votre témoignage a bien été reçu. Il apparaîtra sur le site dès qu’il aura été approuvé.',
}
