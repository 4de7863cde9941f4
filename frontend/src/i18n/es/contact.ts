import type { CatalogueOf } from '../en'
import type { contactWords } from '../en/contact'

/** Spanish: the words of the Contact page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof contactWords> = {
  'contact.eyebrow': 'Contacto',
  'contact.phone': 'Teléfono',
  'contact.location': 'Ubicación',
  'contact.callTitle': '¿Prefieres hablar?',
  'contact.bookCall': 'Reservar una llamada',
  'contact.formTitle': 'Envía un mensaje',
  'contact.formIntro': 'Cuéntame tu proyecto, el puesto o tu idea: respondo a todos los mensajes.',
  'contact.name': 'Nombre',
  'contact.subject': 'Asunto',
  'contact.optional': '(opcional)',
  'contact.message': 'Mensaje',
  'contact.website': 'Sitio web',
  'contact.send': 'Enviar mensaje',
  'contact.sending': 'Enviando…',
  'contact.nameRequired': 'Escribe tu nombre.',
  'contact.emailRequired': 'Escribe tu dirección de correo electrónico.',
  'contact.messageRequired': 'Escribe un mensaje.',
  'contact.correctFields': 'Corrige los campos marcados.',
  'contact.tooManyWait': {
    one: 'Demasiados mensajes en poco tiempo. Vuelve a intentarlo dentro de {count} segundo.',
    other: 'Demasiados mensajes en poco tiempo. Vuelve a intentarlo dentro de {count} segundos.',
  },
  'contact.tooMany': 'Demasiados mensajes en poco tiempo. Vuelve a intentarlo dentro de un rato.',
  'contact.notSent':
    'No se ha podido enviar tu mensaje. Comprueba tu conexión y vuelve a intentarlo.',
  'contact.sent': '¡Mensaje enviado!',
  'contact.thanks': 'Gracias: tu mensaje va en camino. Suelo responder en menos de 24 horas.',
  'contact.thanksNamed':
    'Gracias, {name}: tu mensaje va en camino. Suelo responder en menos de 24 horas.',
  'contact.sendAnother': 'Enviar otro mensaje',
}
