import type { ServiceWorkerLike } from './update-flow'

/**
 * The service worker through the browser's API (workbox-window cost 2 KB gzipped a first visit).
 * "waiting" is announced only for an update: a first install activates at once.
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
