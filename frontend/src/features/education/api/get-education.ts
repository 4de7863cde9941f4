import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { educationKeys } from './education-keys'

/** The public (non-deleted) education records, in the order the source keeps them. */
const activeEducationQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: educationKeys.list({ status: 'active', language }),
    queryFn: () => dataSource.education.getActive(locale),
  })

export const useActiveEducation = () => useSlicedQuery(activeEducationQuery(usePageLanguage()))
