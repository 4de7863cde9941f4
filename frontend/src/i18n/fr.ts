import type { FrameCatalogue } from './en'
import { type Messages, wordsPartLoaders } from './messages'

/** The French words every French page loads before its first render (the others are in `fr/`). */
export const fr: FrameCatalogue = {
  'layout.skipToContent': 'Aller au contenu',
  'layout.scrollToTop': 'Remonter en haut',
  'dock.label': 'Principale',
  'dock.home': 'Accueil',
  'dock.skills': 'Compétences',
  'dock.projects': 'Projets',
  'dock.writing': 'Articles',
  'dock.about': 'À propos',
  'dock.contact': 'Contact',
  'dock.darkTheme': 'Thème sombre',
  'dock.language': 'Langue',
  'common.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'common.returnHome': 'Retour à l’accueil',
  'common.clearSearch': 'Effacer la recherche',
  'common.searching': 'Recherche en cours',
  'common.email': 'E-mail',
  'common.featured': 'À la une',
  'common.stars': '{filled} étoiles sur 5',

  'error.eyebrow': 'Un problème est survenu',
  'error.title': 'Erreur inattendue de l’application !',
  'error.text': 'Cette page n’a pas pu être affichée. Veuillez réessayer depuis la page d’accueil.',

  'home.loadingProfile': 'Chargement du profil',
  'home.statProjects': 'Projets',
  'home.statYears': 'Années',
  'home.statPassion': 'Passionné',
  'home.techStackEyebrow': 'Boîte à outils',
  'home.techStackProjects': { one: '{count} projet', other: '{count} projets' },
  'home.featuredEyebrow': 'Travaux choisis',
  'home.featuredTitle': 'Projets à la une',
  'home.featuredLead': 'Quelques produits que j’ai conçus, développés et livrés de bout en bout.',
  'home.seeAllProjects': 'Voir tous les projets',

  'projects.cardTechnologies': 'Technologies',
  'projects.cardMore': '+{count} de plus',
  'projects.cardLocked': 'Protégé',
  'projects.cardDetails': 'Voir le détail',

  'common.socialLinks': 'Réseaux sociaux',
  'common.resume': 'Télécharger le CV',
  'pwa.installTitle': 'Installer l’application',
  'pwa.installHintIos': 'Ajoutez ce portfolio à votre écran d’accueil.',
  'pwa.installHint': 'Ouvrez ce portfolio comme une application, même hors ligne.',
  'pwa.viewInstructions': 'Voir les instructions',
  'pwa.install': 'Installer',
  'pwa.dismiss': 'Fermer',
  'pwa.iosInstructions':
    'Pour installer cette application :\n1. Touchez le bouton Partager\n2. Choisissez « Sur l’écran d’accueil »',
  'pwa.menuInstructions':
    'Pour installer cette application, ouvrez le menu de votre navigateur et choisissez « Installer l’application » ou « Ajouter à l’écran d’accueil ».',
  'pwa.offline': 'Vous êtes hors ligne — contenu enregistré affiché',
  'pwa.updateQuestion':
    'Une nouvelle version de ce site est disponible. Mettre à jour maintenant ?',

  'languageSuggestion.text': 'Cette page existe aussi en {language}.',
  'languageSuggestion.switch': 'Changer',
  'languageSuggestion.dismiss': 'Fermer',
}

// Here rather than in the shared chunk: only a French page needs to know where they are.
/** The French words of each page, a chunk apiece, fetched with the page that shows them. */
export const frParts = wordsPartLoaders(
  import.meta.glob<Messages>('./fr/*.ts', { import: 'words' }),
)
