import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'

export const authKeys = {
  all: ['auth'] as const,
  verify: () => [...authKeys.all, 'verify'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
}

/** GET /auth/verify: whether the stored token is still accepted. */
export const verifyTokenQuery = () =>
  queryOptions({ queryKey: authKeys.verify(), queryFn: () => dataSource.auth.verify(), retry: false })

/** GET /users/profile (admin). */
export const profileQuery = () =>
  queryOptions({ queryKey: authKeys.profile(), queryFn: () => dataSource.auth.profile() })
