import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { PUBLIC_LIST_LIMIT } from '@/config/constants'
import type { PostListQuery } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'
import { type PageLanguage, usePageLanguage } from '@/lib/page-language'
import { useSlicedQuery } from '@/lib/use-sliced-query'
import { postKeys } from './post-keys'

/** Home's latest posts. */
const LATEST_POSTS = 3

/** One page of the published posts, as the contract pages them; the key names every filter. */
const postPageQuery = (query: PostListQuery, { language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: postKeys.list({
      language,
      ...Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([name, value]) => [name, String(value)]),
      ),
    }),
    queryFn: () => dataSource.posts.list(query, locale),
    // The page shown stays while the next one loads (its skeletons cover the change).
    placeholderData: keepPreviousData,
  })

/** A page of posts: the Writing page's, Home's latest, a project's. */
export const usePostPage = (query: PostListQuery) =>
  useSlicedQuery(postPageQuery(query, usePageLanguage()))

/** The three newest posts (Home). */
export const useLatestPosts = () => usePostPage({ page: 1, limit: LATEST_POSTS })

/** The posts about a project, by its slug (its page). */
export const useProjectPosts = (projectSlug: string) =>
  usePostPage({ page: 1, limit: PUBLIC_LIST_LIMIT, project: projectSlug })

/** Every published post, newest first: the tags to filter by, a post's neighbours. */
const publishedPostsQuery = ({ language, locale }: PageLanguage) =>
  queryOptions({
    queryKey: postKeys.list({ status: 'published', language }),
    queryFn: () => dataSource.posts.getActive(locale),
  })

export const usePublishedPosts = () => useSlicedQuery(publishedPostsQuery(usePageLanguage()))
