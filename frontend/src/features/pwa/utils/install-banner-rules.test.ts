import { describe, expect, it } from 'vitest'

import {
  INSTALL_BANNER_EVENT_DELAY_MS,
  INSTALL_BANNER_FALLBACK_DELAY_MS,
  INSTALL_DISMISSAL_MEMORY_MS,
} from '@/config/constants'
import { en } from '@/i18n/en'
import {
  bannerShowTime,
  isDismissalRemembered,
  isIosDevice,
  isRunningStandalone,
  mayOfferInstall,
  parseDismissedAt,
} from './install-banner-rules'

const NOW = Date.UTC(2025, 5, 1, 12)
const DAY = 24 * 60 * 60 * 1000

describe('install banner constants (spec section 9)', () => {
  it('are 1 s, 3 s and 7 days', () => {
    expect(INSTALL_BANNER_EVENT_DELAY_MS).toBe(1000)
    expect(INSTALL_BANNER_FALLBACK_DELAY_MS).toBe(3000)
    expect(INSTALL_DISMISSAL_MEMORY_MS).toBe(7 * DAY)
  })
})

describe('when the banner appears', () => {
  it('1 s after the browser offers installation', () => {
    expect(bannerShowTime({ ios: false, installPromptAt: 250 })).toBe(1250)
    expect(bannerShowTime({ ios: false, installPromptAt: 2500 })).toBe(3500)
  })

  it('3 s after the page starts when no offer has come (not iOS)', () => {
    expect(bannerShowTime({ ios: false, installPromptAt: null })).toBe(3000)
  })

  it('on iOS, which never offers, 1 s after the page starts', () => {
    expect(bannerShowTime({ ios: true, installPromptAt: null })).toBe(1000)
  })
})

describe('dismissal memory', () => {
  it('keeps the banner away for 7 days after a dismissal', () => {
    expect(isDismissalRemembered(NOW, NOW)).toBe(true)
    expect(isDismissalRemembered(NOW - 6 * DAY, NOW)).toBe(true)
    expect(isDismissalRemembered(NOW - 7 * DAY + 1, NOW)).toBe(true)
  })

  it('ignores a dismissal older than 7 days', () => {
    expect(isDismissalRemembered(NOW - 7 * DAY - 1, NOW)).toBe(false)
    expect(isDismissalRemembered(NOW - 30 * DAY, NOW)).toBe(false)
  })

  it('ignores no dismissal, and one dated in the future', () => {
    expect(isDismissalRemembered(null, NOW)).toBe(false)
    expect(isDismissalRemembered(NOW + DAY, NOW)).toBe(false)
  })

  it('reads the stored timestamp, ignoring anything that is not one', () => {
    expect(parseDismissedAt(String(NOW))).toBe(NOW)
    expect(parseDismissedAt(null)).toBeNull()
    expect(parseDismissedAt('')).toBeNull()
    expect(parseDismissedAt('yesterday')).toBeNull()
    expect(parseDismissedAt('-5')).toBeNull()
  })
})

describe('whether to offer installation at all', () => {
  it('offers when not standalone and not recently dismissed', () => {
    expect(mayOfferInstall({ standalone: false, dismissedAt: null, now: NOW })).toBe(true)
    expect(mayOfferInstall({ standalone: false, dismissedAt: NOW - 8 * DAY, now: NOW })).toBe(true)
  })

  it('never offers to an app already running standalone', () => {
    expect(mayOfferInstall({ standalone: true, dismissedAt: null, now: NOW })).toBe(false)
  })

  it('does not offer within 7 days of a dismissal', () => {
    expect(mayOfferInstall({ standalone: false, dismissedAt: NOW - DAY, now: NOW })).toBe(false)
  })
})

describe('platform', () => {
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
  const SAFARI_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
  const CHROME_ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

  it('recognises iPhones, and iPads that present themselves as a Mac', () => {
    expect(isIosDevice({ userAgent: SAFARI_IPHONE, platform: 'iPhone', maxTouchPoints: 5 })).toBe(
      true,
    )
    expect(isIosDevice({ userAgent: SAFARI_MAC, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(
      true,
    )
  })

  it('does not take a Mac or an Android phone for iOS', () => {
    expect(isIosDevice({ userAgent: SAFARI_MAC, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(
      false,
    )
    expect(
      isIosDevice({ userAgent: CHROME_ANDROID, platform: 'Linux armv8l', maxTouchPoints: 5 }),
    ).toBe(false)
  })

  it('is standalone in a standalone display or in iOS home-screen mode', () => {
    expect(isRunningStandalone({ displayModeStandalone: true })).toBe(true)
    expect(isRunningStandalone({ displayModeStandalone: false, iosStandalone: true })).toBe(true)
    expect(isRunningStandalone({ displayModeStandalone: false, iosStandalone: false })).toBe(false)
    expect(isRunningStandalone({ displayModeStandalone: false })).toBe(false)
  })

  it('gives the two iOS steps of the spec', () => {
    // The alert of the iOS "View Instructions" button (Safari has no install prompt).
    expect(en['pwa.iosInstructions']).toContain('1. Tap the Share button')
    expect(en['pwa.iosInstructions']).toContain("2. Select 'Add to Home Screen'")
  })
})
