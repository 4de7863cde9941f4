import type { CatalogueOf } from '../en'
import type { skillsWords } from '../en/skills'

/** Portuguese: the words of the Skills page, loaded with it on a Portuguese page. */
export const words: CatalogueOf<typeof skillsWords> = {
  'skills.eyebrow': 'Com o que trabalho',
  'skills.title': 'Competências e experiência',
  'skills.lead':
    'Linguagens, frameworks e ferramentas que uso para levar produtos da ideia à produção — e o quanto conheço cada um.',
  'skills.searchLabel': 'Pesquisar competências',
  'skills.searchPlaceholder': 'Pesquisar competências...',
  'skills.categoryLabel': 'Categoria',
  'skills.loading': 'Carregando competências…',
  'skills.showing': {
    one: 'Mostrando {count} competência',
    other: 'Mostrando {count} competências',
  },
  'skills.showingInCategory': {
    one: 'Mostrando {count} competência em {category}',
    other: 'Mostrando {count} competências em {category}',
  },
  'skills.showingForTerm': {
    one: 'Mostrando {count} competência para "{term}"',
    other: 'Mostrando {count} competências para "{term}"',
  },
  'skills.showingInCategoryForTerm': {
    one: 'Mostrando {count} competência em {category} para "{term}"',
    other: 'Mostrando {count} competências em {category} para "{term}"',
  },
  'skills.emptyTitle': 'Nenhuma competência encontrada',
  'skills.emptyText': 'Tente outro termo de pesquisa ou outra categoria.',
  'skills.viewAll': 'Ver todas as competências',
  'skills.proficiency': 'Domínio de {name}',
  'skills.category.All': 'Todas',
  'skills.category.Frontend': 'Frontend',
  'skills.category.Backend': 'Backend',
  'skills.category.Server': 'Servidor',
  'skills.category.Cloud': 'Nuvem',
  'skills.category.General': 'Geral',
  'skills.level.Expert': 'Especialista',
  'skills.level.Advanced': 'Avançado',
  'skills.level.Intermediate': 'Intermediário',
  'skills.level.Beginner': 'Iniciante',
}
