import type { SiteTextWords } from '../siteTexts'

/** Portuguese: the Site texts' defaults (siteTextWordsIn.ts). */
export const pt: SiteTextWords = {
  home: {
    availability: 'Disponível para novas oportunidades',
    greeting: 'Olá, eu sou',
    aboutButton: 'Mais sobre mim',
    workButton: 'Ver projetos',
    techStackTitle: 'Stack de tecnologias',
    techStackLead: 'As tecnologias que uso para projetar, construir e lançar produtos full-stack.',
    ctaTitle: 'Vamos criar algo incrível',
    ctaText:
      'Tem uma ideia, um produto para construir ou uma equipe que precisa de mais alguém no desenvolvimento? Vou adorar saber.',
    ctaButton: 'Entre em contato',
  },
  skills: {
    ctaTitle: 'Precisa dessas habilidades na sua equipe?',
    ctaText:
      'Estou disponível para trabalhos freelance e vagas em tempo integral. Conte-me sobre o seu projeto e vamos ver como posso ajudar.',
    ctaButton: 'Entre em contato',
  },
  projects: {
    ctaTitle: 'Tem um projeto em mente?',
    ctaText:
      'Seja um produto novo, uma reconstrução ou uma funcionalidade complicada, vou adorar saber mais.',
    ctaButton: 'Iniciar uma conversa',
  },
  project: {
    notFound: 'Projeto não encontrado — mostrando {title} no lugar.',
    ctaTitle: 'Quer ver projetos semelhantes?',
    ctaText:
      'Veja mais do meu trabalho ou entre em contato para falar sobre o que você está construindo.',
    ctaButton: 'Ver mais projetos',
  },
  about: {
    title: 'Sobre mim',
    yearsValue: '2+',
    yearsLabel: 'Anos',
    companiesValue: '2',
    companiesLabel: 'Empresas',
    passionValue: '100%',
    passionLabel: 'Paixão',
    interestsTitle: 'Quando não estou programando',
    interestsLead:
      'O que alimenta minha curiosidade, meu descanso e minha inspiração longe do teclado.',
  },
  contact: {
    title: 'Entre em contato',
    lead: 'Tem um projeto em mente, uma vaga para preencher ou só quer dizer olá? Minha caixa de entrada está sempre aberta.',
    responseTitle: 'Resposta rápida',
    responseText: 'Costumo responder em até 24 horas.',
    availability: 'Disponível para novos projetos',
    workLink: 'Ver meu trabalho',
    skillsLink: 'Minhas habilidades',
  },
  footer: {
    quote: 'Um bom software se constrói um commit cuidadoso de cada vez.',
    note: 'Projetado e construído com cuidado.',
  },
}
