import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { projectKeys } from './project-keys'

/** Every public (non-deleted) project; pages filter and pick from this one cached list. */
export const activeProjectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list('active'),
    queryFn: () => dataSource.projects.getActive(),
  })

/** Every project including deleted ones (admin only: needs the bearer token). */
export const allProjectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list('all'),
    queryFn: () => dataSource.projects.getAll(),
  })

export const useActiveProjects = () => useSlicedQuery(activeProjectsQuery())
