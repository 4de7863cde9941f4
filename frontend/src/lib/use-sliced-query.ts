import {
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useDeferredValue } from 'react'

/**
 * `useQuery`, except that the render showing newly arrived data is a deferred one. React Query
 * re-renders through `useSyncExternalStore`, which React always renders synchronously: on a phone
 * a whole page appearing at once is one long task that blocks input. Deferred, the same render
 * is done in slices of a few milliseconds between which the browser stays responsive; until it
 * is done the component keeps showing what it showed before (its loading state, or the older
 * data). Data already cached when the component mounts shows at once, as with `useQuery`.
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
