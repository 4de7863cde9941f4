import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { skillKeys } from './skill-keys'

/** Every public skill; the Skills page counts categories and filters from this full list. */
const activeSkillsQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: skillKeys.list({ status: 'active', language }),
    queryFn: () => dataSource.skills.getActive(locale),
  })

export const useActiveSkills = () => useSlicedQuery(activeSkillsQuery(usePageLanguage()))
