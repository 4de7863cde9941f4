import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'
import type { projectAccessWords } from '../en/project-access'

/** Portuguese: the words of a project's page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof projectWords & typeof projectAccessWords> = {
  'project.loading': 'Carregando projeto',
  'project.back': 'Voltar para Projetos',
  'project.liveDemo': 'Demonstração',
  'project.sourceCode': 'Código-fonte',
  'project.facts': 'Dados do projeto',
  'project.duration': 'Duração',
  'project.durationRange': '{start} - {end}',
  'project.present': 'Atual',
  'project.notAvailable': 'N/D',
  'project.teamSize': 'Tamanho da equipe',
  'project.members': { one: '{count} membro', other: '{count} membros' },
  'project.fullStack': 'Tecnologia: Full Stack',
  'project.myRole': 'Minha função',
  'project.technologies': 'Tecnologias utilizadas',
  'project.features': 'Principais recursos',
  'project.challenges': 'Desafios e soluções',
  'project.challenge': 'Desafio',
  'project.solution': 'Solução',
  'project.gallery': 'Galeria do projeto',
  'project.screenshot': '{title} — captura de tela',
  'project.screenshotsSoon': 'Capturas de tela em breve',
  'project.caseStudy': 'Estudo de caso',
  'project.results': 'Resultados',
  'project.problem': 'O problema',
  'project.approach': 'A abordagem',
  'project.clientWords': 'O que o cliente disse',
  'project.protected': 'Projeto protegido',
  'project.passwordIntro':
    'Este projeto é partilhado sob um acordo de confidencialidade. Introduza a palavra-passe que recebeu para o ver.',
  'project.linkOnlyIntro':
    'Este projeto é partilhado sob um acordo de confidencialidade, apenas por ligação de convite. Peça uma ligação ao autor.',
  'project.passwordLabel': 'Palavra-passe',
  'project.open': 'Abrir projeto',
  'project.opening': 'A abrir…',
  'project.passwordRequired': 'Escreva a palavra-passe.',
  'project.wrongPassword': 'A palavra-passe não está correta. Verifique-a e tente novamente.',
  'project.tooManyAttempts':
    'Demasiadas tentativas erradas. Aguarde alguns minutos e tente novamente.',
  'project.linkRevoked': 'O autor retirou esta ligação. Peça-lhe uma nova.',
  'project.linkExpired': 'Esta ligação expirou. Peça uma nova ao autor.',
  'project.linkInvalid': 'Esta ligação não é válida para este projeto.',
  'project.openFailed': 'Não foi possível abrir o projeto neste momento. Tente novamente.',
}
