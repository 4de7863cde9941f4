import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { interestKeys } from './interest-keys'

/** The public (non-deleted) interest records, in the order the source keeps them. */
const activeInterestsQuery = () =>
  queryOptions({
    queryKey: interestKeys.list('active'),
    queryFn: () => dataSource.interests.getActive(),
  })

export const useActiveInterests = () => useSlicedQuery(activeInterestsQuery())
