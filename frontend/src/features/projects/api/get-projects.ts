import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { projectKeys } from './project-keys'

/** Every public (non-deleted) project; pages filter and pick from this one cached list. */
const activeProjectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list('active'),
    queryFn: () => dataSource.projects.getActive(),
  })

export const useActiveProjects = () => useSlicedQuery(activeProjectsQuery())
