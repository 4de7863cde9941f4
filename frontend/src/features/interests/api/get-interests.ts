import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { interestKeys } from './interest-keys'

/** The public (non-deleted) interest records, in the order the source keeps them. */
const activeInterestsQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: interestKeys.list({ status: 'active', language }),
    queryFn: () => dataSource.interests.getActive(locale),
  })

export const useActiveInterests = () => useSlicedQuery(activeInterestsQuery(usePageLanguage()))
