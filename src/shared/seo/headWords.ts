import type { WordsLanguage } from '../languages/bundledWords'

/** Head and sharing-card words that are not the owner's content; `{name}` etc. are the owner's. */
export type HeadWords = {
  homeKicker: string
  projectKicker: string
  skillsTitle: string
  skillsDescription: string
  projectsTitle: string
  projectsDescription: string
  writingTitle: string
  writingDescription: string
  aboutTitle: string
  aboutDescription: string
  contactTitle: string
  contactDescription: string
  notFoundTitle: string
  notFoundDescription: string
  /** The generated résumé's headings (skills and projects use the pages' titles). */
  resumeExperienceTitle: string
  resumeEducationTitle: string
}

const HEAD_WORDS = {
  en: {
    homeKicker: 'Portfolio',
    projectKicker: 'Project',
    skillsTitle: 'Skills & Expertise',
    skillsDescription:
      'Frontend, backend, server, cloud and general skills, each with its level of expertise.',
    projectsTitle: 'Projects',
    projectsDescription:
      'Web applications and platforms I have designed and built, with the stack behind each one.',
    writingTitle: 'Writing',
    writingDescription:
      'Posts and case studies by {name}: how projects were built and what was learned.',
    aboutTitle: 'About Me',
    aboutDescription:
      '{name}, {title} in {location}: experience, education and what I do when I’m not coding.',
    contactTitle: 'Contact',
    contactDescription:
      'Get in touch with {name} about a project, a role or a collaboration. I typically respond within 24 hours.',
    notFoundTitle: 'Page Not Found',
    notFoundDescription: 'The page you are looking for does not exist or has been moved.',
    resumeExperienceTitle: 'Professional Experience',
    resumeEducationTitle: 'Education',
  },
  es: {
    homeKicker: 'Portafolio',
    projectKicker: 'Proyecto',
    skillsTitle: 'Habilidades y experiencia',
    skillsDescription:
      'Habilidades de frontend, backend, servidor, nube y generales, cada una con su nivel de dominio.',
    projectsTitle: 'Proyectos',
    projectsDescription:
      'Aplicaciones web y plataformas que he diseñado y construido, con la tecnología detrás de cada una.',
    writingTitle: 'Escritos',
    writingDescription:
      'Artículos y casos de estudio de {name}: cómo se construyeron los proyectos y qué se aprendió.',
    aboutTitle: 'Sobre mí',
    aboutDescription:
      '{name}, {title} en {location}: experiencia, formación y lo que hago cuando no estoy programando.',
    contactTitle: 'Contacto',
    contactDescription:
      'Escribe a {name} sobre un proyecto, un puesto o una colaboración. Suelo responder en menos de 24 horas.',
    notFoundTitle: 'Página no encontrada',
    notFoundDescription: 'La página que buscas no existe o se ha movido.',
    resumeExperienceTitle: 'Experiencia profesional',
    resumeEducationTitle: 'Formación',
  },
  fr: {
    homeKicker: 'Portfolio',
    projectKicker: 'Projet',
    skillsTitle: 'Compétences et expertise',
    skillsDescription:
      'Compétences frontend, backend, serveur, cloud et générales, chacune avec son niveau de maîtrise.',
    projectsTitle: 'Projets',
    projectsDescription:
      'Applications web et plateformes que j’ai conçues et réalisées, avec la technique derrière chacune.',
    writingTitle: 'Articles',
    writingDescription:
      'Articles et études de cas de {name} : comment les projets ont été construits et ce qu’ils ont appris.',
    aboutTitle: 'À propos',
    aboutDescription:
      '{name}, {title} à {location} : expérience, formation et ce que je fais quand je ne code pas.',
    contactTitle: 'Contact',
    contactDescription:
      'Contactez {name} pour un projet, un poste ou une collaboration. Je réponds en général sous 24 heures.',
    notFoundTitle: 'Page introuvable',
    notFoundDescription: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    resumeExperienceTitle: 'Expérience professionnelle',
    resumeEducationTitle: 'Formation',
  },
  de: {
    homeKicker: 'Portfolio',
    projectKicker: 'Projekt',
    skillsTitle: 'Fähigkeiten & Erfahrung',
    skillsDescription:
      'Frontend-, Backend-, Server-, Cloud- und allgemeine Fähigkeiten, jeweils mit ihrem Kenntnisstand.',
    projectsTitle: 'Projekte',
    projectsDescription:
      'Webanwendungen und Plattformen, die ich entworfen und gebaut habe, mit der Technik dahinter.',
    writingTitle: 'Beiträge',
    writingDescription:
      'Beiträge und Fallstudien von {name}: wie Projekte entstanden sind und was daraus gelernt wurde.',
    aboutTitle: 'Über mich',
    aboutDescription:
      '{name}, {title} in {location}: Erfahrung, Ausbildung und was ich tue, wenn ich nicht programmiere.',
    contactTitle: 'Kontakt',
    contactDescription:
      'Schreiben Sie {name} zu einem Projekt, einer Stelle oder einer Zusammenarbeit. Ich antworte meist innerhalb von 24 Stunden.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
    resumeExperienceTitle: 'Berufserfahrung',
    resumeEducationTitle: 'Ausbildung',
  },
  pt: {
    homeKicker: 'Portfólio',
    projectKicker: 'Projeto',
    skillsTitle: 'Competências e experiência',
    skillsDescription:
      'Competências de frontend, backend, servidor, nuvem e gerais, cada uma com o seu nível de domínio.',
    projectsTitle: 'Projetos',
    projectsDescription:
      'Aplicações web e plataformas que projetei e construí, com a tecnologia por trás de cada uma.',
    writingTitle: 'Textos',
    writingDescription:
      'Artigos e estudos de caso de {name}: como os projetos foram construídos e o que se aprendeu.',
    aboutTitle: 'Sobre mim',
    aboutDescription:
      '{name}, {title} em {location}: experiência, formação e o que faço quando não estou programando.',
    contactTitle: 'Contato',
    contactDescription:
      'Fale com {name} sobre um projeto, uma vaga ou uma colaboração. Costumo responder em até 24 horas.',
    notFoundTitle: 'Página não encontrada',
    notFoundDescription: 'A página que você procura não existe ou foi movida.',
    resumeExperienceTitle: 'Experiência profissional',
    resumeEducationTitle: 'Formação',
  },
  ar: {
    homeKicker: 'معرض الأعمال',
    projectKicker: 'مشروع',
    skillsTitle: 'المهارات والخبرات',
    skillsDescription:
      'مهارات الواجهة الأمامية والخلفية والخوادم والسحابة والمهارات العامة، مع مستوى الإتقان في كل منها.',
    projectsTitle: 'المشاريع',
    projectsDescription: 'تطبيقات ويب ومنصات صمّمتها وبنيتها، مع التقنيات التي تقف وراء كل منها.',
    writingTitle: 'كتابات',
    writingDescription: 'مقالات ودراسات حالة بقلم {name}: كيف بُنيت المشاريع وما الذي تعلّمته منها.',
    aboutTitle: 'نبذة عني',
    aboutDescription: '{name}، {title} في {location}: الخبرة والتعليم وما أفعله حين لا أبرمج.',
    contactTitle: 'تواصل',
    contactDescription: 'تواصل مع {name} بشأن مشروع أو وظيفة أو تعاون. أردّ عادةً خلال 24 ساعة.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundDescription: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
    resumeExperienceTitle: 'الخبرة المهنية',
    resumeEducationTitle: 'التعليم',
  },
} as const satisfies Record<WordsLanguage, HeadWords>

const headLanguageOf = (code: string | undefined): WordsLanguage | undefined => {
  const base = code?.toLowerCase().split(/[-_]/)[0]
  return base && base in HEAD_WORDS ? (base as WordsLanguage) : undefined
}

/** Falls back to the default language's, then English, as the site's words do. */
export const headWordsIn = (code?: string, defaultCode?: string): HeadWords =>
  HEAD_WORDS[headLanguageOf(code) ?? headLanguageOf(defaultCode) ?? 'en']

export const HEAD_WORD_PREFIX = 'head.'

/** What the admin's Site words tab shows for each. */
export const ENGLISH_HEAD_WORDS: HeadWords = HEAD_WORDS.en

/** The owner's Site words (that language's only) over `headWordsIn`. */
export const headWordsWith = (
  ownerWords: Readonly<Record<string, string>> | undefined,
  code?: string,
  defaultCode?: string,
): HeadWords => {
  const words = headWordsIn(code, defaultCode)
  if (!ownerWords) return words
  const own = Object.keys(words).flatMap((key) => {
    const text = ownerWords[`${HEAD_WORD_PREFIX}${key}`]
    return typeof text === 'string' && text.trim() !== '' ? [[key, text] as const] : []
  })
  return own.length > 0 ? { ...words, ...Object.fromEntries(own) } : words
}

type Owner = { name: string; title: string; location: string }

export const fillHeadWord = (text: string, owner: Owner): string =>
  text.replace(/\{(name|title|location)\}/g, (_, key: keyof Owner) => owner[key])
