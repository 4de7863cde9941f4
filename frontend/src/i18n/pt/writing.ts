import type { CatalogueOf } from '../en'
import type { writingWords } from '../en/writing'

/** Portuguese: the words of the Writing page and the post lists elsewhere, loaded with them on a Portuguese page. */
export const words: CatalogueOf<typeof writingWords> = {
  'writing.eyebrow': 'Textos',
  'writing.title': 'Artigos e estudos de caso',
  'writing.lead':
    'Como os projetos foram construídos, o que deu errado e o que se aprendeu pelo caminho.',
  'writing.searchLabel': 'Pesquisar artigos',
  'writing.searchPlaceholder': 'Pesquisar artigos...',
  'writing.tagLabel': 'Etiqueta',
  'writing.allTags': 'Todas as etiquetas',
  'writing.listLabel': 'Artigos',
  'writing.loading': 'Carregando artigos',
  'writing.emptyTitle': 'Nenhum artigo encontrado',
  'writing.emptySearchText': 'Nada corresponde à sua pesquisa. Tente outra palavra ou etiqueta.',
  'writing.viewAll': 'Ver todos os artigos',
  'writing.loadFailedText':
    'Não foi possível carregar os artigos agora. Tente novamente daqui a pouco.',
  'writing.tryAgain': 'Tentar novamente',
  'writing.noneTitle': 'Ainda não há artigos',
  'writing.noneText': 'Novos artigos aparecerão aqui em breve.',
  'writing.pagesLabel': 'Páginas de artigos',
  'writing.previousPage': 'Página anterior',
  'writing.nextPage': 'Próxima página',
  'writing.page': 'Página {page}',
  'writing.readingTime': { one: '{count} min de leitura', other: '{count} min de leitura' },
  'writing.tagsLabel': 'Etiquetas',
  'writing.postsTagged': 'Artigos com a etiqueta {tag}',
  'writing.latestEyebrow': 'Textos',
  'writing.latestTitle': 'Artigos recentes',
  'writing.latestLead': 'Notas e estudos de caso de trabalhos recentes.',
  'writing.seeAllPosts': 'Ver todos os artigos',
  'writing.projectPostsTitle': 'Artigos sobre este projeto',
}
