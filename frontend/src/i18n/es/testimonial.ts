import type { CatalogueOf } from '../en'
import type { testimonialWords } from '../en/testimonial'

/** Spanish: the words of the testimonials and of the client's form, loaded with them on a Spanish page. */
export const words: CatalogueOf<typeof testimonialWords> = {
  'testimonial.eyebrow': 'Opiniones',
  'testimonial.title': 'Lo que dicen los clientes',
  'testimonial.photoAlt': 'Foto de {name}',
  'testimonial.roleAtCompany': '{role}, {company}',
  'testimonial.pageTitle': 'Comparte tu experiencia',
  'testimonial.intro':
    'Hola, {name}: gracias por dedicarme un momento. Bastan unas frases sinceras; no se publica nada antes de leerlo y aprobarlo.',
  'testimonial.loading': 'Cargando el formulario',
  'testimonial.name': 'Tu nombre',
  'testimonial.role': 'Tu cargo',
  'testimonial.company': 'Empresa',
  'testimonial.optional': '(opcional)',
  'testimonial.text': 'Tu testimonio',
  'testimonial.textHint': 'Texto sin formato, hasta {count} caracteres.',
  'testimonial.photo': 'Tu foto',
  'testimonial.photoHint': 'JPEG, PNG o WebP, hasta 2 MB.',
  'testimonial.project': 'Proyecto',
  'testimonial.noProject': 'Ningún proyecto en concreto',
  'testimonial.website': 'Sitio web',
  'testimonial.send': 'Enviar testimonio',
  'testimonial.sending': 'Enviando…',
  'testimonial.nameRequired': 'Introduce tu nombre.',
  'testimonial.textRequired': 'Escribe tu testimonio.',
  'testimonial.textTooLong': 'Escribe como máximo {count} caracteres.',
  'testimonial.markup': 'Escribe texto sin formato, sin etiquetas como <b> o <a>.',
  'testimonial.photoInvalid': 'Elige una imagen JPEG, PNG, WebP, AVIF o GIF de 2 MB como máximo.',
  'testimonial.projectInvalid': 'Elige uno de los proyectos de la lista.',
  'testimonial.fieldInvalid': 'Revisa este campo.',
  'testimonial.correctFields': 'Corrige los campos marcados.',
  'testimonial.tooMany':
    'Demasiados intentos en poco tiempo. Vuelve a intentarlo dentro de un minuto.',
  'testimonial.notSent':
    'No se pudo enviar tu testimonio. Comprueba tu conexión y vuelve a intentarlo.',
  'testimonial.usedTitle': 'Este enlace ya se ha usado',
  'testimonial.usedText':
    'Ya se envió un testimonio con este enlace: gracias. Para cambiarlo, responde al correo que recibiste.',
  'testimonial.expiredTitle': 'Este enlace ha caducado',
  'testimonial.expiredText':
    'El enlace al formulario funciona durante 14 días. Responde al correo que recibiste para pedir uno nuevo.',
  'testimonial.unknownTitle': 'Este enlace no funciona',
  'testimonial.unknownText': 'Comprueba que copiaste la dirección completa del correo.',
  'testimonial.thanksTitle': '¡Gracias!',
  'testimonial.thanksText':
    'Hemos recibido tu testimonio. Aparecerá en el sitio en cuanto se apruebe.',
}
