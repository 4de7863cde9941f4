/** Business constants of spec section 9, named so every delay and count is found in one file. */

/** Placeholder skeletons on home sections, projects, project detail and contact. */
export const PLACEHOLDER_MS = 600
/** Skills list skeleton after it scrolls into view, and after any filter change. */
export const FILTER_SKELETON_MS = 300
/** Search boxes wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500
/** Pause between avatar candidates (/profile.png → .jpg → .svg). */
export const AVATAR_RETRY_MS = 200
/** The scroll-to-top button appears past this scroll offset. */
export const SCROLL_TOP_THRESHOLD_PX = 400
/** Widths below this are "mobile". */
export const MOBILE_BREAKPOINT_PX = 768
export const PARTICLES_MOBILE = 12
export const PARTICLES_DESKTOP = 40
export const SKILL_SKELETON_COUNT = 8
export const PROJECT_SKELETON_COUNT = 6
/** Technologies shown on a project card before '+N more'. */
export const CARD_TECH_LIMIT = 3
/** Home featured projects: at most this many. */
export const FEATURED_LIMIT = 4
/** Fewer featured projects than this and home shows the first active ones instead. */
export const FEATURED_MINIMUM = 2
/** The project shown when the requested one does not exist. */
export const DEFAULT_PROJECT_ID = 1
/**
 * Public pages load whole lists in pages of this size (the contract's largest) and filter in the
 * browser.
 */
export const PUBLIC_LIST_LIMIT = 100
/** The install banner appears this long after the browser's install event (beforeinstallprompt). */
export const INSTALL_BANNER_EVENT_DELAY_MS = 1_000
/** Without an install event, the banner appears this long after the page starts (not on iOS). */
export const INSTALL_BANNER_FALLBACK_DELAY_MS = 3_000
/** A dismissal of the install banner is remembered this long. */
export const INSTALL_DISMISSAL_MEMORY_MS = 7 * 24 * 60 * 60 * 1_000
/** localStorage key holding when the install banner was last dismissed (epoch ms). */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed'
/** How often an open page asks for a new service worker. */
export const SW_UPDATE_CHECK_MS = 60 * 60 * 1_000
