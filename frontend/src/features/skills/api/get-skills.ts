import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { skillKeys } from './skill-keys'

/** Every public skill; the Skills page counts categories and filters from this full list. */
const activeSkillsQuery = () =>
  queryOptions({
    queryKey: skillKeys.list('active'),
    queryFn: () => dataSource.skills.getActive(),
  })

export const useActiveSkills = () => useSlicedQuery(activeSkillsQuery())
