import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'
import type { projectAccessWords } from '../en/project-access'

/** German: the words of a project's page, loaded with it on a German page. */
export const words: CatalogueOf<typeof projectWords & typeof projectAccessWords> = {
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
  'project.protected': 'Geschütztes Projekt',
  'project.passwordIntro':
    'Dieses Projekt wird unter einer Geheimhaltungsvereinbarung geteilt. Gib das Passwort ein, das du erhalten hast, um es zu sehen.',
  'project.linkOnlyIntro':
    'Dieses Projekt wird unter einer Geheimhaltungsvereinbarung nur per Einladungslink geteilt. Bitte den Inhaber um einen Link.',
  'project.passwordLabel': 'Passwort',
  'project.open': 'Projekt öffnen',
  'project.opening': 'Wird geöffnet…',
  'project.passwordRequired': 'Gib das Passwort ein.',
  'project.wrongPassword': 'Das Passwort stimmt nicht. Prüfe es und versuche es erneut.',
  'project.tooManyAttempts':
    'Zu viele falsche Versuche. Bitte warte einige Minuten und versuche es dann erneut.',
  'project.linkRevoked': 'Der Inhaber hat diesen Link zurückgezogen. Bitte ihn um einen neuen.',
  'project.linkExpired': 'Dieser Link ist abgelaufen. Bitte den Inhaber um einen neuen.',
  'project.linkInvalid': 'Dieser Link gilt nicht für dieses Projekt.',
  'project.openFailed':
    'Das Projekt konnte gerade nicht geöffnet werden. Bitte versuche es erneut.',
}
