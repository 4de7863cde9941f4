import { mutationOptions, useMutation } from '@tanstack/react-query'

import { authStore } from '@/lib/auth-store-instance'
import type { LoginCredentials } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'

/** POST /auth/login, then keep the token and user for every later call. */
export const loginMutation = () =>
  mutationOptions({
    mutationFn: (credentials: LoginCredentials) => dataSource.auth.login(credentials),
    onSuccess: ({ token, user }) => authStore.setCredentials(token, user),
  })

export const useLogin = () => useMutation(loginMutation())
