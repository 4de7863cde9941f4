import type { CatalogueOf } from '../en'
import type { projectWords } from '../en/project'
import type { projectAccessWords } from '../en/project-access'

/** Spanish: the words of a project's page, loaded with it on a Spanish page. */
export const words: CatalogueOf<typeof projectWords & typeof projectAccessWords> = {
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
  'project.protected': 'Proyecto protegido',
  'project.passwordIntro':
    'Este proyecto se comparte bajo un acuerdo de confidencialidad. Introduce la contraseña que te dieron para verlo.',
  'project.linkOnlyIntro':
    'Este proyecto se comparte bajo un acuerdo de confidencialidad, solo mediante un enlace de invitación. Pide un enlace a su autor.',
  'project.passwordLabel': 'Contraseña',
  'project.open': 'Abrir proyecto',
  'project.opening': 'Abriendo…',
  'project.passwordRequired': 'Escribe la contraseña.',
  'project.wrongPassword': 'La contraseña no es correcta. Revísala e inténtalo de nuevo.',
  'project.tooManyAttempts':
    'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.',
  'project.linkRevoked': 'El autor retiró este enlace. Pídele uno nuevo.',
  'project.linkExpired': 'Este enlace ha caducado. Pide uno nuevo al autor.',
  'project.linkInvalid': 'Este enlace no es válido para este proyecto.',
  'project.openFailed': 'No se pudo abrir el proyecto en este momento. Inténtalo de nuevo.',
}
