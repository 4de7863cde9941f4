import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { experienceKeys } from './experience-keys'

/** The public (non-deleted) experience records, in the order the source keeps them. */
const activeExperiencesQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: experienceKeys.list({ status: 'active', language }),
    queryFn: () => dataSource.experiences.getActive(locale),
  })

export const useActiveExperiences = () => useSlicedQuery(activeExperiencesQuery(usePageLanguage()))
