import { describe, expect, it, vi } from 'vitest'

import type { UserProfileDto } from '@shared/apiTypes'

import { createAuthStore, TOKEN_KEY, USER_KEY } from './auth-store'
import { MemoryStorage } from './memory-storage'

const user: UserProfileDto = {
  _id: 1,
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  lastLoginAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
}

describe('auth store', () => {
  it('starts unauthenticated when no token is stored', () => {
    expect(createAuthStore(new MemoryStorage()).getState()).toEqual({
      token: null,
      user: null,
      isAuthenticated: false,
    })
  })

  it('starts authenticated when a token is stored', () => {
    const storage = new MemoryStorage()
    storage.setItem(TOKEN_KEY, 'abc')
    storage.setItem(USER_KEY, JSON.stringify(user))
    expect(createAuthStore(storage).getState()).toEqual({ token: 'abc', user, isAuthenticated: true })
  })

  it('stores token and user under "token" and "user" and notifies listeners', () => {
    const storage = new MemoryStorage()
    const store = createAuthStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.setCredentials('t1', user)
    expect(storage.getItem('token')).toBe('t1')
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual(user)
    expect(store.getState().isAuthenticated).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('logout clears both keys and marks unauthenticated', () => {
    const storage = new MemoryStorage()
    const store = createAuthStore(storage)
    store.setCredentials('t1', user)
    store.logout()
    expect(storage.getItem('token')).toBeNull()
    expect(storage.getItem('user')).toBeNull()
    expect(store.getState()).toEqual({ token: null, user: null, isAuthenticated: false })
  })

  it('survives a corrupted stored user', () => {
    const storage = new MemoryStorage()
    storage.setItem(TOKEN_KEY, 'abc')
    storage.setItem(USER_KEY, '{not json')
    expect(createAuthStore(storage).getState()).toMatchObject({ isAuthenticated: true, user: null })
  })
})
