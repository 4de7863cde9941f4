import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { educationKeys } from './education-keys'

/** The public (non-deleted) education records, in the order the source keeps them. */
const activeEducationQuery = () =>
  queryOptions({
    queryKey: educationKeys.list('active'),
    queryFn: () => dataSource.education.getActive(),
  })

export const useActiveEducation = () => useSlicedQuery(activeEducationQuery())
