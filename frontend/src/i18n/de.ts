import type { FrameCatalogue } from './en'
import { type Messages, wordsPartLoaders } from './messages'

/** The German words every German page loads before its first render (the others are in `de/`). */
export const de: FrameCatalogue = {
  'layout.skipToContent': 'Zum Inhalt springen',
  'layout.scrollToTop': 'Nach oben',
  'dock.label': 'Hauptnavigation',
  'dock.home': 'Start',
  'dock.skills': 'Fähigkeiten',
  'dock.projects': 'Projekte',
  'dock.writing': 'Beiträge',
  'dock.about': 'Über mich',
  'dock.contact': 'Kontakt',
  'dock.darkTheme': 'Dunkles Design',
  'dock.language': 'Sprache',
  'common.opensInNewTab': '(öffnet in einem neuen Tab)',
  'common.returnHome': 'Zur Startseite',
  'common.clearSearch': 'Suche löschen',
  'common.searching': 'Suche läuft',
  'common.email': 'E-Mail',
  'common.featured': 'Empfohlen',
  'common.stars': '{filled} von 5 Sternen',

  'error.eyebrow': 'Etwas ist schiefgelaufen',
  'error.title': 'Unerwarteter Anwendungsfehler!',
  'error.text':
    'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es von der Startseite aus erneut.',

  'home.loadingProfile': 'Profil wird geladen',
  'home.statProjects': 'Projekte',
  'home.statYears': 'Jahre',
  'home.statPassion': 'Leidenschaft',
  'home.techStackEyebrow': 'Werkzeugkasten',
  'home.techStackProjects': { one: '{count} Projekt', other: '{count} Projekte' },
  'home.featuredEyebrow': 'Ausgewählte Arbeiten',
  'home.featuredTitle': 'Ausgewählte Projekte',
  'home.featuredLead':
    'Einige Produkte, die ich von Anfang bis Ende entworfen, gebaut und veröffentlicht habe.',
  'home.seeAllProjects': 'Alle Projekte ansehen',

  'projects.cardTechnologies': 'Technologien',
  'projects.cardMore': '+{count} weitere',
  'projects.cardLocked': 'Geschützt',
  'projects.cardDetails': 'Details ansehen',

  'common.socialLinks': 'Soziale Netzwerke',
  'common.resume': 'Lebenslauf herunterladen',
  'pwa.installTitle': 'App installieren',
  'pwa.installHintIos': 'Fügen Sie dieses Portfolio Ihrem Home-Bildschirm hinzu.',
  'pwa.installHint': 'Öffnen Sie dieses Portfolio wie eine App, auch offline.',
  'pwa.viewInstructions': 'Anleitung ansehen',
  'pwa.install': 'Installieren',
  'pwa.dismiss': 'Schließen',
  'pwa.iosInstructions':
    'So installieren Sie diese App:\n1. Tippen Sie auf „Teilen“\n2. Wählen Sie „Zum Home-Bildschirm“',
  'pwa.menuInstructions':
    'Um diese App zu installieren, öffnen Sie das Menü Ihres Browsers und wählen Sie „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
  'pwa.offline': 'Sie sind offline — gespeicherte Inhalte werden angezeigt',
  'pwa.updateQuestion': 'Eine neue Version dieser Website ist verfügbar. Jetzt aktualisieren?',

  'languageSuggestion.text': 'Diese Seite gibt es auch auf {language}.',
  'languageSuggestion.switch': 'Wechseln',
  'languageSuggestion.dismiss': 'Schließen',
}

// Here rather than in the shared chunk: only a German page needs to know where they are.
/** The German words of each page, a chunk apiece, fetched with the page that shows them. */
export const deParts = wordsPartLoaders(
  import.meta.glob<Messages>('./de/*.ts', { import: 'words' }),
)
