import { useSyncExternalStore } from 'react'

import { getPwaSignals, subscribePwaSignals } from './pwa-signals'

const subscribeConnectivity = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * True while the visitor is offline (the browser says so) or the last API read had to be
 * answered from the service worker's cache (the server could not be reached).
 */
export const useOfflineNotice = (): boolean => {
  const online = useSyncExternalStore(
    subscribeConnectivity,
    () => navigator.onLine,
    () => true,
  )
  const { servedFromCache } = useSyncExternalStore(
    subscribePwaSignals,
    getPwaSignals,
    getPwaSignals,
  )
  return !online || servedFromCache
}
