import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'

/** German: the words of a project's page, loaded with it on a German page. */
export const words: CatalogueOf<typeof projectWords> = {
  'project.loading': 'Projekt wird geladen',
  'project.back': 'Zurück zu den Projekten',
  'project.liveDemo': 'Live-Demo',
  'project.sourceCode': 'Quellcode',
  'project.facts': 'Projektdaten',
  'project.duration': 'Zeitraum',
  'project.durationRange': '{start} – {end}',
  'project.present': 'heute',
  'project.notAvailable': 'k. A.',
  'project.teamSize': 'Teamgröße',
  'project.members': { one: '{count} Mitglied', other: '{count} Mitglieder' },
  'project.fullStack': 'Technik: Full Stack',
  'project.myRole': 'Meine Rolle',
  'project.technologies': 'Eingesetzte Technologien',
  'project.features': 'Wichtigste Funktionen',
  'project.challenges': 'Herausforderungen & Lösungen',
  'project.challenge': 'Herausforderung',
  'project.solution': 'Lösung',
  'project.gallery': 'Projektgalerie',
  'project.screenshot': '{title} — Screenshot',
  'project.screenshotsSoon': 'Screenshots folgen in Kürze',
  'project.caseStudy': 'Fallstudie',
  'project.results': 'Ergebnisse',
  'project.problem': 'Das Problem',
  'project.approach': 'Der Ansatz',
  'project.clientWords': 'Was der Kunde sagt',
}
