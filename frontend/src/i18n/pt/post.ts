import type { CatalogueOf } from '../en'
import type { postWords } from '../en/post'

/** Portuguese: the words of a post's page, loaded with them on a Portuguese page. */
export const words: CatalogueOf<typeof postWords> = {
  'post.loading': 'Carregando artigo',
  'post.back': 'Voltar aos textos',
  'post.projects': 'Projetos deste artigo',
  'post.morePosts': 'Mais artigos',
  'post.previous': 'Artigo anterior',
  'post.next': 'Próximo artigo',
  'post.code': 'Código {language}',
  'post.copy': 'Copiar',
  'post.copied': 'Copiado',
  'post.copyLabel': 'Copiar o código {language}',
  'post.codeCopied': 'Código copiado para a área de transferência',
  'post.copyFailed': 'Não foi possível copiar o código',
}
