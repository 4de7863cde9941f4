import type { SiteTextWords } from '../siteTexts'

/** German: the Site texts' defaults (siteTextWordsIn.ts). */
export const de: SiteTextWords = {
  home: {
    availability: 'Offen für neue Aufgaben',
    greeting: 'Hallo, ich bin',
    aboutButton: 'Mehr über mich',
    workButton: 'Projekte ansehen',
    techStackTitle: 'Tech-Stack',
    techStackLead:
      'Die Technologien, mit denen ich Full-Stack-Produkte entwerfe, baue und ausliefere.',
    ctaTitle: 'Lassen Sie uns etwas Großartiges schaffen',
    ctaText:
      'Eine Idee, ein Produkt oder ein Team, das Verstärkung in der Entwicklung braucht? Ich freue mich auf Ihre Nachricht.',
    ctaButton: 'Kontakt aufnehmen',
  },
  skills: {
    ctaTitle: 'Brauchen Sie diese Skills in Ihrem Team?',
    ctaText:
      'Ich bin offen für Freelance-Projekte und Festanstellungen. Erzählen Sie mir von Ihrem Projekt, und wir finden heraus, wie ich helfen kann.',
    ctaButton: 'Kontakt aufnehmen',
  },
  projects: {
    ctaTitle: 'Haben Sie ein Projekt im Kopf?',
    ctaText: 'Ob neues Produkt, Neuentwicklung oder knifflige Funktion – ich höre gern davon.',
    ctaButton: 'Gespräch beginnen',
  },
  project: {
    notFound: 'Projekt nicht gefunden – stattdessen sehen Sie {title}.',
    ctaTitle: 'Interesse an ähnlichen Projekten?',
    ctaText:
      'Sehen Sie sich weitere Arbeiten an oder melden Sie sich, um über Ihr Vorhaben zu sprechen.',
    ctaButton: 'Weitere Projekte ansehen',
  },
  about: {
    title: 'Über mich',
    yearsValue: '2+',
    yearsLabel: 'Jahre',
    companiesValue: '2',
    companiesLabel: 'Unternehmen',
    passionValue: '100\u00a0%',
    passionLabel: 'Leidenschaft',
    interestsTitle: 'Wenn ich nicht programmiere',
    interestsLead: 'Was mich neugierig, ausgeruht und inspiriert hält – abseits der Tastatur.',
  },
  contact: {
    title: 'Kontakt',
    lead: 'Sie haben ein Projekt im Kopf, eine Stelle zu besetzen oder möchten einfach Hallo sagen? Mein Postfach ist immer offen.',
    responseTitle: 'Schnelle Antwort',
    responseText: 'Ich antworte in der Regel innerhalb von 24 Stunden.',
    availability: 'Verfügbar für neue Projekte',
    workLink: 'Meine Arbeiten',
    skillsLink: 'Meine Skills',
  },
  footer: {
    quote: 'Gute Software entsteht Commit für Commit, mit Bedacht.',
    note: 'Mit Sorgfalt entworfen und gebaut.',
  },
}
