import type { CatalogueOf } from '../en'
import type { contactWords } from '../en/contact'

/** Portuguese: the words of the Contact page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof contactWords> = {
  'contact.eyebrow': 'Contato',
  'contact.phone': 'Telefone',
  'contact.location': 'Localização',
  'contact.callTitle': 'Prefere conversar?',
  'contact.bookCall': 'Marcar uma chamada',
  'contact.formTitle': 'Envie uma mensagem',
  'contact.formIntro':
    'Conte-me sobre seu projeto, vaga ou ideia — toda mensagem recebe uma resposta.',
  'contact.name': 'Nome',
  'contact.subject': 'Assunto',
  'contact.optional': '(opcional)',
  'contact.message': 'Mensagem',
  'contact.website': 'Site',
  'contact.send': 'Enviar mensagem',
  'contact.sending': 'Enviando…',
  'contact.nameRequired': 'Informe seu nome.',
  'contact.emailRequired': 'Informe seu endereço de e-mail.',
  'contact.messageRequired': 'Escreva uma mensagem.',
  'contact.correctFields': 'Corrija os campos destacados.',
  'contact.tooManyWait': {
    one: 'Muitas mensagens em pouco tempo. Tente novamente em {count} segundo.',
    other: 'Muitas mensagens em pouco tempo. Tente novamente em {count} segundos.',
  },
  'contact.tooMany': 'Muitas mensagens em pouco tempo. Tente novamente daqui a pouco.',
  'contact.notSent':
    'Não foi possível enviar sua mensagem. Verifique sua conexão e tente novamente.',
  'contact.sent': 'Mensagem enviada!',
  'contact.thanks': 'Obrigado — sua mensagem está a caminho. Costumo responder em até 24 horas.',
  'contact.thanksNamed':
    'Obrigado, {name} — sua mensagem está a caminho. Costumo responder em até 24 horas.',
  'contact.sendAnother': 'Enviar outra mensagem',
}
