import type { SiteTextWords } from '../siteTexts'

/** French: the Site texts' defaults (siteTextWordsIn.ts). */
export const fr: SiteTextWords = {
  home: {
    availability: 'À l’écoute de nouvelles opportunités',
    greeting: 'Bonjour, je suis',
    aboutButton: 'En savoir plus sur moi',
    workButton: 'Voir mes projets',
    techStackTitle: 'Stack technique',
    techStackLead:
      'Les technologies que j’utilise pour concevoir, développer et livrer des produits full-stack.',
    ctaTitle: 'Créons quelque chose d’exceptionnel',
    ctaText:
      'Une idée, un produit à créer ou une équipe qui cherche du renfort en développement\u202f? Écrivez-moi, j’en serai ravi.',
    ctaButton: 'Me contacter',
  },
  skills: {
    ctaTitle: 'Besoin de ces compétences dans votre équipe\u202f?',
    ctaText:
      'Je suis disponible en freelance comme pour un poste à temps plein. Parlez-moi de votre projet et voyons comment je peux vous aider.',
    ctaButton: 'Me contacter',
  },
  projects: {
    ctaTitle: 'Un projet en tête\u202f?',
    ctaText:
      'Nouveau produit, refonte ou fonctionnalité délicate\u00a0: j’aimerais beaucoup en entendre parler.',
    ctaButton: 'Démarrer une conversation',
  },
  project: {
    notFound: 'Projet introuvable\u00a0: voici {title} à la place.',
    ctaTitle: 'Des projets similaires vous intéressent\u202f?',
    ctaText:
      'Découvrez d’autres réalisations, ou contactez-moi pour parler de ce que vous construisez.',
    ctaButton: 'Voir plus de projets',
  },
  about: {
    title: 'À propos de moi',
    yearsValue: '2+',
    yearsLabel: 'Années',
    companiesValue: '2',
    companiesLabel: 'Entreprises',
    passionValue: '100\u202f%',
    passionLabel: 'Passion',
    interestsTitle: 'Quand je ne code pas',
    interestsLead: 'Ce qui nourrit ma curiosité, mon repos et mon inspiration loin du clavier.',
  },
  contact: {
    title: 'Contactez-moi',
    lead: 'Un projet en tête, un poste à pourvoir ou simplement envie de dire bonjour\u202f? Ma boîte de réception est toujours ouverte.',
    responseTitle: 'Réponse rapide',
    responseText: 'Je réponds généralement sous 24\u00a0heures.',
    availability: 'Disponible pour de nouveaux projets',
    workLink: 'Voir mes projets',
    skillsLink: 'Mes compétences',
  },
  footer: {
    quote: 'Un bon logiciel se construit un commit réfléchi à la fois.',
    note: 'Conçu et développé avec soin.',
  },
}
