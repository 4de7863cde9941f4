import type { SiteTextWords } from '../siteTexts'

/** Spanish: the Site texts' defaults (siteTextWordsIn.ts). */
export const es: SiteTextWords = {
  home: {
    availability: 'Disponible para nuevas oportunidades',
    greeting: 'Hola, soy',
    aboutButton: 'Más sobre mí',
    workButton: 'Ver proyectos',
    techStackTitle: 'Stack tecnológico',
    techStackLead: 'Las tecnologías que uso para diseñar, construir y lanzar productos full-stack.',
    ctaTitle: 'Creemos algo increíble',
    ctaText:
      '¿Tienes una idea, un producto que construir o un equipo que necesita otro desarrollador? Me encantaría saber de ti.',
    ctaButton: 'Ponte en contacto',
  },
  skills: {
    ctaTitle: '¿Necesitas estas habilidades en tu equipo?',
    ctaText:
      'Estoy disponible para proyectos freelance y puestos a tiempo completo. Cuéntame tu proyecto y veamos cómo puedo ayudarte.',
    ctaButton: 'Ponte en contacto',
  },
  projects: {
    ctaTitle: '¿Tienes un proyecto en mente?',
    ctaText:
      'Ya sea un producto nuevo, una reconstrucción o una funcionalidad complicada, me encantaría conocerlo.',
    ctaButton: 'Iniciar una conversación',
  },
  project: {
    notFound: 'Proyecto no encontrado: se muestra {title} en su lugar.',
    ctaTitle: '¿Te interesan proyectos similares?',
    ctaText:
      'Explora más de mi trabajo o ponte en contacto para hablar de lo que estás construyendo.',
    ctaButton: 'Ver más proyectos',
  },
  about: {
    title: 'Sobre mí',
    yearsValue: '2+',
    yearsLabel: 'Años',
    companiesValue: '2',
    companiesLabel: 'Empresas',
    passionValue: '100\u00a0%',
    passionLabel: 'Pasión',
    interestsTitle: 'Cuando no estoy programando',
    interestsLead:
      'Lo que despierta mi curiosidad, me da descanso e inspiración lejos del teclado.',
  },
  contact: {
    title: 'Ponte en contacto',
    lead: '¿Tienes un proyecto en mente, un puesto que cubrir o solo quieres saludar? Mi bandeja de entrada siempre está abierta.',
    responseTitle: 'Respuesta rápida',
    responseText: 'Suelo responder en menos de 24 horas.',
    availability: 'Disponible para nuevos proyectos',
    workLink: 'Ver mi trabajo',
    skillsLink: 'Mis habilidades',
  },
  footer: {
    quote: 'El buen software se construye commit a commit, con cuidado.',
    note: 'Diseñado y desarrollado con cuidado.',
  },
}
