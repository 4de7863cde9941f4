import type { FrameCatalogue } from './en'
import { type Messages, wordsPartLoaders } from './messages'

/** The Portuguese words every Portuguese page loads before its first render (others: `pt/`). */
export const pt: FrameCatalogue = {
  'layout.skipToContent': 'Ir para o conteúdo',
  'layout.scrollToTop': 'Voltar ao topo',
  'dock.label': 'Principal',
  'dock.home': 'Início',
  'dock.skills': 'Competências',
  'dock.projects': 'Projetos',
  'dock.writing': 'Textos',
  'dock.about': 'Sobre mim',
  'dock.contact': 'Contato',
  'dock.darkTheme': 'Tema escuro',
  'dock.language': 'Idioma',
  'common.opensInNewTab': '(abre em uma nova aba)',
  'common.returnHome': 'Voltar ao início',
  'common.clearSearch': 'Limpar pesquisa',
  'common.searching': 'Pesquisando',
  'common.email': 'E-mail',
  'common.featured': 'Destaque',
  'common.stars': '{filled} de 5 estrelas',

  'error.eyebrow': 'Algo deu errado',
  'error.title': 'Erro inesperado no aplicativo!',
  'error.text': 'Não foi possível exibir esta página. Tente novamente a partir da página inicial.',

  'home.loadingProfile': 'Carregando perfil',
  'home.statProjects': 'Projetos',
  'home.statYears': 'Anos',
  'home.statPassion': 'Paixão',
  'home.techStackEyebrow': 'Caixa de ferramentas',
  'home.techStackProjects': { one: '{count} projeto', other: '{count} projetos' },
  'home.featuredEyebrow': 'Trabalhos selecionados',
  'home.featuredTitle': 'Projetos em destaque',
  'home.featuredLead': 'Alguns produtos que projetei, desenvolvi e lancei do início ao fim.',
  'home.seeAllProjects': 'Ver todos os projetos',

  'projects.cardTechnologies': 'Tecnologias',
  'projects.cardMore': '+{count} mais',
  'projects.cardLocked': 'Protegido',
  'projects.cardDetails': 'Ver detalhes',

  'common.socialLinks': 'Redes sociais',
  'common.resume': 'Baixar currículo',
  'pwa.installTitle': 'Instalar o app',
  'pwa.installHintIos': 'Adicione este portfólio à sua tela de início.',
  'pwa.installHint': 'Abra este portfólio como um app, até mesmo offline.',
  'pwa.viewInstructions': 'Ver instruções',
  'pwa.install': 'Instalar',
  'pwa.dismiss': 'Fechar',
  'pwa.iosInstructions':
    'Para instalar este app:\n1. Toque no botão Compartilhar\n2. Escolha "Adicionar à Tela de Início"',
  'pwa.menuInstructions':
    'Para instalar este app, abra o menu do navegador e escolha "Instalar app" ou "Adicionar à tela inicial".',
  'pwa.offline': 'Você está offline — mostrando o conteúdo salvo',
  'pwa.updateQuestion': 'Uma nova versão deste site está disponível. Atualizar agora?',

  'languageSuggestion.text': 'Esta página também está em {language}.',
  'languageSuggestion.switch': 'Mudar',
  'languageSuggestion.dismiss': 'Fechar',
}

// Here rather than in the shared chunk: only a Portuguese page needs to know where they are.
/** The Portuguese words of each page, a chunk apiece, fetched with the page that shows them. */
export const ptParts = wordsPartLoaders(
  import.meta.glob<Messages>('./pt/*.ts', { import: 'words' }),
)
