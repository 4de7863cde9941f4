import { MemoryStorage } from './memory-storage'

/**
 * The page's localStorage, or an in-memory stand-in when the browser refuses it (private modes,
 * blocked cookies) so the site still renders.
 */
export const getBrowserStorage = (): Storage => {
  try {
    const storage = window.localStorage
    const probe = '__storage_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return new MemoryStorage()
  }
}
