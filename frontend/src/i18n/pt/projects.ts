import type { CatalogueOf } from '../en'
import type { projectsWords } from '../en/projects'

/** Portuguese: the words of the Projects page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof projectsWords> = {
  'projects.eyebrow': 'Portfólio',
  'projects.title': 'Projetos em destaque',
  'projects.lead':
    'Aplicativos web, plataformas e ferramentas que criei — cada um com o problema que resolve e a tecnologia por trás.',
  'projects.searchLabel': 'Pesquisar projetos',
  'projects.searchPlaceholder': 'Pesquisar projetos...',
  'projects.listLabel': 'Projetos',
  'projects.emptyTitle': 'Nenhum projeto encontrado',
  'projects.emptySearchText':
    'Nada corresponde à sua pesquisa. Tente outra palavra-chave ou tecnologia.',
  'projects.viewAll': 'Ver todos os projetos',
  'projects.loadFailedText':
    'Não foi possível carregar os projetos agora. Tente novamente daqui a pouco.',
  'projects.tryAgain': 'Tentar novamente',
  'projects.noneTitle': 'Ainda não há projetos',
  'projects.noneText': 'Novos trabalhos aparecerão aqui em breve.',
}
