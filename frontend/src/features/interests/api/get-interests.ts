import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { interestKeys } from './interest-keys'

/** The public (non-deleted) interest records, in the order the source keeps them. */
export const activeInterestsQuery = () =>
  queryOptions({
    queryKey: interestKeys.list('active'),
    queryFn: () => dataSource.interests.getActive(),
  })

/** Every interest record including deleted ones (admin only). */
export const allInterestsQuery = () =>
  queryOptions({
    queryKey: interestKeys.list('all'),
    queryFn: () => dataSource.interests.getAll(),
  })

export const useActiveInterests = () => useSlicedQuery(activeInterestsQuery())
