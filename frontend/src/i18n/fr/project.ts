import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'
import type { projectAccessWords } from '../en/project-access'

/** French: the words of a project's page, loaded with it on a French page. */
export const words: CatalogueOf<typeof projectWords & typeof projectAccessWords> = {
  'project.loading': 'Chargement du projet',
  'project.back': 'Retour aux projets',
  'project.liveDemo': 'Démo en ligne',
  'project.sourceCode': 'Code source',
  'project.facts': 'Le projet en bref',
  'project.duration': 'Durée',
  'project.durationRange': '{start} - {end}',
  'project.present': 'Aujourd’hui',
  'project.notAvailable': 'N/D',
  'project.teamSize': 'Taille de l’équipe',
  'project.members': { one: '{count} membre', other: '{count} membres' },
  'project.fullStack': 'Technique : Full Stack',
  'project.myRole': 'Mon rôle',
  'project.technologies': 'Technologies utilisées',
  'project.features': 'Fonctionnalités clés',
  'project.challenges': 'Défis et solutions',
  'project.challenge': 'Défi',
  'project.solution': 'Solution',
  'project.gallery': 'Galerie du projet',
  'project.screenshot': '{title} — capture d’écran',
  'project.screenshotsSoon': 'Captures d’écran à venir',
  'project.caseStudy': 'Étude de cas',
  'project.results': 'Résultats',
  'project.problem': 'Le problème',
  'project.approach': 'L’approche',
  'project.clientWords': 'Ce qu’en dit le client',
  'project.protected': 'Projet protégé',
  'project.passwordIntro':
    'Ce projet est partagé sous accord de confidentialité. Saisissez le mot de passe qui vous a été donné pour le voir.',
  'project.linkOnlyIntro':
    'Ce projet est partagé sous accord de confidentialité, uniquement par lien d’invitation. Demandez un lien à son auteur.',
  'project.passwordLabel': 'Mot de passe',
  'project.open': 'Ouvrir le projet',
  'project.opening': 'Ouverture…',
  'project.passwordRequired': 'Saisissez le mot de passe.',
  'project.wrongPassword': 'Ce mot de passe n’est pas le bon. Vérifiez-le et réessayez.',
  'project.tooManyAttempts':
    'Trop de tentatives erronées. Patientez quelques minutes, puis réessayez.',
  'project.linkRevoked': 'L’auteur a retiré ce lien. Demandez-lui-en un nouveau.',
  'project.linkExpired': 'Ce lien a expiré. Demandez-en un nouveau à l’auteur.',
  'project.linkInvalid': 'Ce lien n’est pas valable pour ce projet.',
  'project.openFailed': 'Le projet n’a pas pu être ouvert pour le moment. Veuillez réessayer.',
}
