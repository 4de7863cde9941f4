import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { experienceKeys } from './experience-keys'

/** The public (non-deleted) experience records, in the order the source keeps them. */
export const activeExperiencesQuery = () =>
  queryOptions({
    queryKey: experienceKeys.list('active'),
    queryFn: () => dataSource.experiences.getActive(),
  })

/** Every experience record including deleted ones (admin only). */
export const allExperiencesQuery = () =>
  queryOptions({
    queryKey: experienceKeys.list('all'),
    queryFn: () => dataSource.experiences.getAll(),
  })

export const useActiveExperiences = () => useSlicedQuery(activeExperiencesQuery())
