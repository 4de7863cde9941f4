import { useSyncExternalStore } from 'react'

import type { AuthState } from '@/lib/auth-store'
import { authStore } from '@/lib/auth-store-instance'

/** The current auth state (token, user, isAuthenticated), re-rendering on login and logout. */
export const useAuth = (): AuthState =>
  useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState)

/** Forgets the token and user. */
export const logout = (): void => authStore.logout()
