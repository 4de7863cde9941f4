import type { SiteTexts } from '@shared/siteTexts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { siteTextsKeys } from './site-texts-keys'

/**
 * The copy embedded in the page starts the query as data of its own age: a page the server has
 * just sent needs no request (and shows no default text first); an older copy (the offline shell)
 * is shown at once and refreshed.
 */
const siteTextsQuery = () => {
  const { siteTexts, readAt } = dataSource.builtIn
  return queryOptions({
    queryKey: siteTextsKeys.detail(),
    queryFn: () => dataSource.siteTexts.get(),
    initialData: siteTexts,
    initialDataUpdatedAt: readAt ?? 0,
  })
}

/** The site's fixed texts (the "Site texts" global); its built-in copy when they cannot be read. */
export const useSiteTexts = (): SiteTexts => {
  const query = useQuery(siteTextsQuery())
  return query.data ?? dataSource.builtIn.siteTexts
}
