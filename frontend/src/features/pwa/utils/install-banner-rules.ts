import {
  INSTALL_BANNER_EVENT_DELAY_MS,
  INSTALL_BANNER_FALLBACK_DELAY_MS,
  INSTALL_DISMISSAL_MEMORY_MS,
} from '@/config/constants'

/** An iPhone, iPod or iPad — including iPads that describe themselves as a Mac. */
export const isIosDevice = ({
  userAgent,
  platform,
  maxTouchPoints,
}: {
  userAgent: string
  platform: string
  maxTouchPoints: number
}): boolean => /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)

/** Already running as an installed app: a standalone display, or iOS's home-screen mode. */
export const isRunningStandalone = ({
  displayModeStandalone,
  iosStandalone,
}: {
  displayModeStandalone: boolean
  iosStandalone?: boolean
}): boolean => displayModeStandalone || iosStandalone === true

/** The stored dismissal time (epoch ms), or null when there is none or it is not a time. */
export const parseDismissedAt = (stored: string | null): number | null => {
  if (stored === null || stored.trim() === '') return null
  const value = Number(stored)
  return Number.isFinite(value) && value > 0 ? value : null
}

/**
 * Whether a dismissal still keeps the banner away: made less than 7 days ago. An older one, or
 * one dated in the future (a wrong clock), is ignored.
 */
export const isDismissalRemembered = (dismissedAt: number | null, now: number): boolean => {
  if (dismissedAt === null) return false
  const age = now - dismissedAt
  return age >= 0 && age < INSTALL_DISMISSAL_MEMORY_MS
}

/** Whether this visit may show the banner at all: not standalone, not recently dismissed. */
export const mayOfferInstall = ({
  standalone,
  dismissedAt,
  now,
}: {
  standalone: boolean
  dismissedAt: number | null
  now: number
}): boolean => !standalone && !isDismissalRemembered(dismissedAt, now)

/**
 * When the banner appears on the page's clock (spec section 4, ADR 0008): 1 s after the install
 * offer, else 3 s after the start; iOS, which never offers, 1 s after the start.
 */
export const bannerShowTime = ({
  ios,
  installPromptAt,
}: {
  ios: boolean
  installPromptAt: number | null
}): number => {
  if (installPromptAt !== null) return installPromptAt + INSTALL_BANNER_EVENT_DELAY_MS
  return ios ? INSTALL_BANNER_EVENT_DELAY_MS : INSTALL_BANNER_FALLBACK_DELAY_MS
}
