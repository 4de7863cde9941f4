import type { PersonalInfoDto } from '@shared/apiTypes'
import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { personalInfoKeys } from './personal-info-keys'

const personalInfoQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: personalInfoKeys.detail(language),
    queryFn: () => dataSource.personalInfo.get(locale),
  })

/**
 * The owner's details. When they cannot be loaded (API down, record missing) the built-in
 * defaults are shown instead of a broken page (spec section 8): the owner's own profile as the
 * server last embedded it, else the samples.
 */
export const usePersonalInfo = (): { info: PersonalInfoDto; isPending: boolean } => {
  const query = useSlicedQuery(personalInfoQuery(usePageLanguage()))
  return { info: query.data ?? dataSource.builtIn.personalInfo, isPending: query.isPending }
}
