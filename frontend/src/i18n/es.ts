import type { FrameCatalogue } from './en'
import { type Messages, wordsPartLoaders } from './messages'

/** The Spanish words every Spanish page loads before its first render (the others are in `es/`). */
export const es: FrameCatalogue = {
  'layout.skipToContent': 'Saltar al contenido',
  'layout.scrollToTop': 'Volver arriba',
  'dock.label': 'Principal',
  'dock.home': 'Inicio',
  'dock.skills': 'Habilidades',
  'dock.projects': 'Proyectos',
  'dock.writing': 'Escritos',
  'dock.about': 'Sobre mí',
  'dock.contact': 'Contacto',
  'dock.darkTheme': 'Tema oscuro',
  'dock.language': 'Idioma',
  'common.opensInNewTab': '(se abre en una pestaña nueva)',
  'common.returnHome': 'Volver al inicio',
  'common.clearSearch': 'Borrar búsqueda',
  'common.searching': 'Buscando',
  'common.email': 'Correo electrónico',
  'common.featured': 'Destacado',
  'common.stars': '{filled} de 5 estrellas',

  'error.eyebrow': 'Algo salió mal',
  'error.title': '¡Error inesperado de la aplicación!',
  'error.text':
    'No se ha podido mostrar esta página. Vuelve a intentarlo desde la página de inicio.',

  'home.loadingProfile': 'Cargando perfil',
  'home.statProjects': 'Proyectos',
  'home.statYears': 'Años',
  'home.statPassion': 'Pasión',
  'home.techStackEyebrow': 'Caja de herramientas',
  'home.techStackProjects': { one: '{count} proyecto', other: '{count} proyectos' },
  'home.featuredEyebrow': 'Trabajo seleccionado',
  'home.featuredTitle': 'Proyectos destacados',
  'home.featuredLead':
    'Algunos productos que he diseñado, construido y lanzado de principio a fin.',
  'home.seeAllProjects': 'Ver todos los proyectos',

  'projects.cardTechnologies': 'Tecnologías',
  'projects.cardMore': '+{count} más',
  'projects.cardLocked': 'Protegido',
  'projects.cardDetails': 'Ver detalles',

  'common.socialLinks': 'Redes sociales',
  'common.resume': 'Descargar currículum',
  'pwa.installTitle': 'Instalar la aplicación',
  'pwa.installHintIos': 'Añade este portafolio a tu pantalla de inicio.',
  'pwa.installHint': 'Abre este portafolio como una aplicación, incluso sin conexión.',
  'pwa.viewInstructions': 'Ver instrucciones',
  'pwa.install': 'Instalar',
  'pwa.dismiss': 'Cerrar',
  'pwa.iosInstructions':
    'Para instalar esta aplicación:\n1. Toca el botón Compartir\n2. Elige «Añadir a pantalla de inicio»',
  'pwa.menuInstructions':
    'Para instalar esta aplicación, abre el menú del navegador y elige «Instalar aplicación» o «Añadir a pantalla de inicio».',
  'pwa.offline': 'No tienes conexión: se muestra el contenido guardado',
  'pwa.updateQuestion': 'Hay una versión nueva de este sitio. ¿Actualizar ahora?',

  'languageSuggestion.text': 'Esta página también está en {language}.',
  'languageSuggestion.switch': 'Cambiar',
  'languageSuggestion.dismiss': 'Cerrar',
}

// Here rather than in the shared chunk: only a Spanish page needs to know where they are.
/** The Spanish words of each page, a chunk apiece, fetched with the page that shows them. */
export const esParts = wordsPartLoaders(
  import.meta.glob<Messages>('./es/*.ts', { import: 'words' }),
)
