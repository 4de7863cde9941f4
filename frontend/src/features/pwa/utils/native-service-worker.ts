import type { ServiceWorkerLike } from './update-flow'

/**
 * The service worker at `url` through the browser's own API, as the update flow uses it: what
 * workbox-window's `Workbox` did for it in a tenth of the bytes (it cost 2 KB gzipped on every
 * first visit). "waiting" is announced only for an update, a new version installed while an
 * older one controls the page: a first install activates at once and asks nothing.
 */
export const nativeServiceWorker = (
  url: string,
  scope: string,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): ServiceWorkerLike => {
  const waitingListeners: (() => void)[] = []
  let registration: ServiceWorkerRegistration | undefined
  const announceWaiting = () => waitingListeners.forEach((listener) => listener())
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) announceWaiting()
    })
  return {
    addEventListener: (_type, listener) => {
      waitingListeners.push(listener)
    },
    register: async () => {
      registration = await container.register(url, { scope })
      const found = registration
      // A version that installed during an earlier visit and still waits.
      if (found.waiting && container.controller) announceWaiting()
      watch(found.installing)
      found.addEventListener('updatefound', () => watch(found.installing))
      return found
    },
    update: () => registration?.update() ?? Promise.resolve(),
    messageSkipWaiting: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
  }
}
