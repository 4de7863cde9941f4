import {
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useDeferredValue } from 'react'

/**
 * `useQuery` whose render of newly arrived data is deferred: React Query's
 * `useSyncExternalStore` renders synchronously, one long task that blocks input on a phone.
 * Until the deferred render is done the previous state shows; cached data shows at once.
 */
export const useSlicedQuery = <
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> => {
  const result = useQuery(options)
  const data = useDeferredValue(result.data)
  if (data === result.data) return result
  if (data === undefined) {
    // The first data is still being rendered in the background: still loading, as far as this render goes.
    return {
      ...result,
      data: undefined,
      error: null,
      status: 'pending',
      isPending: true,
      isLoading: true,
      isSuccess: false,
      isError: false,
    } as UseQueryResult<TData, TError>
  }
  return { ...result, data } as UseQueryResult<TData, TError>
}
