import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'

/** Spanish: the words of a project's page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof projectWords> = {
  'project.loading': 'Cargando proyecto',
  'project.back': 'Volver a Proyectos',
  'project.liveDemo': 'Demo en vivo',
  'project.sourceCode': 'Código fuente',
  'project.facts': 'Datos del proyecto',
  'project.duration': 'Duración',
  'project.durationRange': '{start} - {end}',
  'project.present': 'Actualidad',
  'project.notAvailable': 'N/D',
  'project.teamSize': 'Tamaño del equipo',
  'project.members': { one: '{count} miembro', other: '{count} miembros' },
  'project.fullStack': 'Tecnología: Full Stack',
  'project.myRole': 'Mi función',
  'project.technologies': 'Tecnologías utilizadas',
  'project.features': 'Características principales',
  'project.challenges': 'Retos y soluciones',
  'project.challenge': 'Reto',
  'project.solution': 'Solución',
  'project.gallery': 'Galería del proyecto',
  'project.screenshot': '{title}: captura de pantalla',
  'project.screenshotsSoon': 'Capturas de pantalla próximamente',
  'project.caseStudy': 'Caso de estudio',
  'project.results': 'Resultados',
  'project.problem': 'El problema',
  'project.approach': 'El enfoque',
  'project.clientWords': 'Lo que dijo el cliente',
}
