import type { CatalogueOf } from '../en'
import type { testimonialWords } from '../en/testimonial'

/** Portuguese: the words of the testimonials and of the client's form, loaded with them on a Portuguese page. */
export const words: CatalogueOf<typeof testimonialWords> = {
  'testimonial.eyebrow': 'Depoimentos',
  'testimonial.title': 'O que dizem os clientes',
  'testimonial.photoAlt': 'Foto de {name}',
  'testimonial.roleAtCompany': '{role}, {company}',
  'testimonial.pageTitle': 'Partilhe a sua experiência',
  'testimonial.intro':
    'Olá, {name}, obrigado por dedicar um momento. Algumas frases sinceras bastam; nada é publicado antes de ser lido e aprovado.',
  'testimonial.loading': 'A carregar o formulário',
  'testimonial.name': 'O seu nome',
  'testimonial.role': 'O seu cargo',
  'testimonial.company': 'Empresa',
  'testimonial.optional': '(opcional)',
  'testimonial.text': 'O seu depoimento',
  'testimonial.textHint': 'Texto simples, até {count} caracteres.',
  'testimonial.photo': 'A sua foto',
  'testimonial.photoHint': 'JPEG, PNG ou WebP, até 2 MB.',
  'testimonial.project': 'Projeto',
  'testimonial.noProject': 'Nenhum projeto em particular',
  'testimonial.website': 'Site',
  'testimonial.send': 'Enviar depoimento',
  'testimonial.sending': 'A enviar…',
  'testimonial.nameRequired': 'Introduza o seu nome.',
  'testimonial.textRequired': 'Escreva o seu depoimento.',
  'testimonial.textTooLong': 'Escreva no máximo {count} caracteres.',
  'testimonial.markup': 'Escreva texto simples, sem etiquetas como <b> ou <a>.',
  'testimonial.photoInvalid': 'Escolha uma imagem JPEG, PNG, WebP, AVIF ou GIF com 2 MB no máximo.',
  'testimonial.projectInvalid': 'Escolha um dos projetos da lista.',
  'testimonial.fieldInvalid': 'Verifique este campo.',
  'testimonial.correctFields': 'Corrija os campos assinalados.',
  'testimonial.tooMany':
    'Demasiadas tentativas em pouco tempo. Tente novamente dentro de um minuto.',
  'testimonial.notSent':
    'Não foi possível enviar o seu depoimento. Verifique a ligação e tente novamente.',
  'testimonial.usedTitle': 'Este link já foi usado',
  'testimonial.usedText':
    'Já foi enviado um depoimento com este link — obrigado. Para o alterar, responda ao e-mail que recebeu.',
  'testimonial.expiredTitle': 'Este link expirou',
  'testimonial.expiredText':
    'O link para o formulário é válido durante 14 dias. Responda ao e-mail que recebeu para pedir um novo.',
  'testimonial.unknownTitle': 'Este link não funciona',
  'testimonial.unknownText': 'Verifique se copiou o endereço completo do e-mail.',
  'testimonial.thanksTitle': 'Obrigado!',
  'testimonial.thanksText':
    'O seu depoimento foi recebido. Aparecerá no site assim que for aprovado.',
}
