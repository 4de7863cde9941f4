import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { projectKeys } from './project-keys'

/** Every public (non-deleted) project; pages filter and pick from this one cached list. */
const activeProjectsQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: projectKeys.list({ status: 'active', language }),
    queryFn: () => dataSource.projects.getActive(locale),
  })

export const useActiveProjects = () => useSlicedQuery(activeProjectsQuery(usePageLanguage()))
