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

/**
 * A protected project as this visitor may read it (issue 49): whole once they opened it (the
 * server's cookie), else its teaser. Kept in memory only, never in the list's cache.
 */
export const openedProjectQuery = (slug: string, { language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: projectKeys.detail(`${slug}:opened:${language}`),
    queryFn: () => dataSource.projects.getOpened(slug, locale),
    staleTime: 0,
  })
