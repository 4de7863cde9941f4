import type { ApiSourceMessage } from './utils/cache-rules'

/** Chromium's install prompt, kept back until the visitor presses Install. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

/** What happened before the PWA code (a lazy chunk) arrived, and what happens after. */
export type PwaSignals = {
  /** The saved install prompt, until it is used. */
  installPrompt: BeforeInstallPromptEvent | null
  /** `performance.now()` when the browser offered installation; null if it has not. */
  installPromptAt: number | null
  /** The app was installed during this visit. */
  installed: boolean
  /** The last API read was answered from the service worker's cache (the network failed). */
  servedFromCache: boolean
}

let signals: PwaSignals = {
  installPrompt: null,
  installPromptAt: null,
  installed: false,
  servedFromCache: false,
}
const listeners = new Set<() => void>()
let started = false

const update = (changes: Partial<PwaSignals>): void => {
  signals = { ...signals, ...changes }
  listeners.forEach((listener) => listener())
}

/** The current signals (a new object after every change, for useSyncExternalStore). */
export const getPwaSignals = (): PwaSignals => signals

/** Calls `listener` after every change; returns the unsubscribe function. */
export const subscribePwaSignals = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets the saved install prompt (a prompt can be shown only once). */
export const clearInstallPrompt = (): void => update({ installPrompt: null })

/**
 * Starts listening at once, from the entry chunk: the browser's install offer and the service
 * worker's messages can arrive before the PWA chunk loads, and would otherwise be lost.
 */
export const startPwaSignals = (): void => {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the site's own banner offers installation.
    event.preventDefault()
    update({ installPrompt: event as BeforeInstallPromptEvent, installPromptAt: performance.now() })
  })
  window.addEventListener('appinstalled', () => update({ installed: true, installPrompt: null }))
  // Back online: the next read decides again.
  window.addEventListener('online', () => update({ servedFromCache: false }))
  navigator.serviceWorker?.addEventListener(
    'message',
    (event: MessageEvent<ApiSourceMessage | null>) => {
      if (event.data?.type !== 'pwa:api-source') return
      const servedFromCache = event.data.source === 'cache'
      if (servedFromCache !== signals.servedFromCache) update({ servedFromCache })
    },
  )
}
