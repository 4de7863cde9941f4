import type { SiteTexts } from '@shared/siteTexts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { siteTextsKeys } from './site-texts-keys'

// The language of the page the server sent (its `<html lang>`), which its embedded copy is in.
const servedLanguage = document.documentElement.lang

/**
 * The page's embedded copy starts the query at its own age: a fresh page needs no request, an
 * older copy (the offline shell) shows at once and is refreshed. Another language is read.
 */
const siteTextsQuery = ({ language, locale }: PageLanguage) => {
  const { siteTexts, readAt } = dataSource.builtIn
  return queryOptions({
    queryKey: siteTextsKeys.detail(language),
    queryFn: () => dataSource.siteTexts.get(locale),
    ...(language === servedLanguage
      ? { initialData: siteTexts, initialDataUpdatedAt: readAt ?? 0 }
      : {}),
  })
}

/** The site's fixed texts in `language`; the built-in copy when they cannot be read. */
export const useSiteTextsIn = (language: PageLanguage): SiteTexts => {
  const query = useQuery(siteTextsQuery(language))
  return query.data ?? dataSource.builtIn.siteTexts
}

/** The site's fixed texts (the "Site texts" global) in the page's language. */
export const useSiteTexts = (): SiteTexts => useSiteTextsIn(usePageLanguage())
