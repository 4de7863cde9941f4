import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'

/** Portuguese: the words of a project's page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof projectWords> = {
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
}
