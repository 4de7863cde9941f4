import { useQuery } from '@tanstack/react-query'

import { apiBaseUrl } from '@/config/env'
import { createApiClient } from '@/lib/api-client'
import { ENGLISH_ONLY, type SiteLanguages } from '@/lib/page-language'

const languagesKey = ['languages'] as const

// The browser-local build is one language: it never asks (the bundler drops the request).
const local = import.meta.env.VITE_DATA_SOURCE === 'local'

const fetchSiteLanguages = async (): Promise<SiteLanguages> => {
  if (local) return ENGLISH_ONLY
  const api = createApiClient({ baseUrl: apiBaseUrl })
  const { data } = await api<{ data: SiteLanguages }>('/languages')
  return data
}

// The first answer, asked for before the first render (`prepareSiteLanguages`), seeds the query.
let first: { languages: SiteLanguages; at: number } | undefined
let firstRequest: Promise<SiteLanguages> | undefined

/**
 * Asks for the site's languages once, before the first render, so that the router knows the
 * page's language prefix at once; a failed request leaves the site in English only until the
 * query tries again.
 */
export const prepareSiteLanguages = (): Promise<SiteLanguages> => {
  firstRequest ??= fetchSiteLanguages().then(
    (languages) => {
      first = { languages, at: Date.now() }
      return languages
    },
    () => ENGLISH_ONLY,
  )
  return firstRequest
}

/** The site's enabled languages and its default; English only until (or unless) they are read. */
export const useSiteLanguages = (): SiteLanguages => {
  const query = useQuery({
    queryKey: languagesKey,
    queryFn: fetchSiteLanguages,
    initialData: first?.languages,
    initialDataUpdatedAt: first?.at,
  })
  return query.data ?? ENGLISH_ONLY
}
