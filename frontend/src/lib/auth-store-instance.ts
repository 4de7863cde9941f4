import { createAuthStore } from './auth-store'
import { getBrowserStorage } from './browser-storage'

/** The page's auth state, persisted in localStorage under `token` and `user`. */
export const authStore = createAuthStore(getBrowserStorage())
