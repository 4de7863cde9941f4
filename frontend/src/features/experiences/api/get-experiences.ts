import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { experienceKeys } from './experience-keys'

/** The public (non-deleted) experience records, in the order the source keeps them. */
const activeExperiencesQuery = () =>
  queryOptions({
    queryKey: experienceKeys.list('active'),
    queryFn: () => dataSource.experiences.getActive(),
  })

export const useActiveExperiences = () => useSlicedQuery(activeExperiencesQuery())
