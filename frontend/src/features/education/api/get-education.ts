import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { educationKeys } from './education-keys'

/** The public (non-deleted) education records, in the order the source keeps them. */
export const activeEducationQuery = () =>
  queryOptions({
    queryKey: educationKeys.list('active'),
    queryFn: () => dataSource.education.getActive(),
  })

/** Every education record including deleted ones (admin only). */
export const allEducationQuery = () =>
  queryOptions({
    queryKey: educationKeys.list('all'),
    queryFn: () => dataSource.education.getAll(),
  })

export const useActiveEducation = () => useSlicedQuery(activeEducationQuery())
