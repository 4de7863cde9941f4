import type { UserProfileDto } from '@shared/apiTypes'

export type AuthState = {
  token: string | null
  user: UserProfileDto | null
  isAuthenticated: boolean
}

export type AuthStore = {
  getState: () => AuthState
  setCredentials: (token: string, user: UserProfileDto) => void
  logout: () => void
  /** For `useSyncExternalStore`; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
}

/** Storage keys of spec sections 3 and 9. */
export const TOKEN_KEY = 'token'
export const USER_KEY = 'user'

const readUser = (storage: Storage): UserProfileDto | null => {
  const raw = storage.getItem(USER_KEY)
  if (!raw) return null
  try {
    return JSON.parse(raw) as UserProfileDto
  } catch {
    return null
  }
}

/**
 * Auth state persisted in storage: authenticated from the start when a token is stored,
 * credentials saved under `token` and `user`, logout removes both.
 */
export const createAuthStore = (storage: Storage): AuthStore => {
  const token = storage.getItem(TOKEN_KEY)
  let state: AuthState = { token, user: readUser(storage), isAuthenticated: Boolean(token) }
  const listeners = new Set<() => void>()
  const update = (next: AuthState): void => {
    state = next
    listeners.forEach((listener) => listener())
  }
  return {
    getState: () => state,
    setCredentials: (nextToken, user) => {
      storage.setItem(TOKEN_KEY, nextToken)
      storage.setItem(USER_KEY, JSON.stringify(user))
      update({ token: nextToken, user, isAuthenticated: true })
    },
    logout: () => {
      storage.removeItem(TOKEN_KEY)
      storage.removeItem(USER_KEY)
      update({ token: null, user: null, isAuthenticated: false })
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
