import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { postKeys } from './post-keys'

/** A published post by its slug; `null` when there is none (the page is then not found). */
const postQuery = (slug: string, { language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: [...postKeys.detail(slug), language],
    queryFn: async () => (await dataSource.posts.getBySlug(slug, locale)) ?? null,
  })

export const usePost = (slug: string) => useSlicedQuery(postQuery(slug, usePageLanguage()))
