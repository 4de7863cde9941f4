import { QueryClient } from '@tanstack/react-query'

import { ApiError } from './api-error'

/**
 * One retry for network trouble and server errors (never for 4xx answers), quickly, so a
 * visitor of an unreachable API sees the built-in fallbacks within a second or so.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // Never pause while the browser says "offline": the service worker may answer from its
        // cache (features/pwa), and if it cannot, the pages' built-in fallbacks show.
        networkMode: 'always',
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status < 500),
        retryDelay: 300,
      },
      mutations: { retry: false },
    },
  })
