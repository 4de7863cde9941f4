import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'

/** French: the words of a project's page, loaded with it on a French page. */
export const words: CatalogueOf<typeof projectWords> = {
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
}
