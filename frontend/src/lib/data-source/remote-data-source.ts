import type {
  ItemResponse,
  ListResponse,
  PostDto,
  ProjectDto,
  SiteTextsDto,
} from '@shared/apiTypes'

import { PUBLIC_LIST_LIMIT } from '@/config/constants'
import type { ApiClient } from '../api-client'
import { type BuiltInContent, DEFAULT_CONTENT } from './built-in-content'
import { isNotFound } from '../api-error'
import type { DataSource, PublicList } from './data-source'

/**
 * Spec reading A: the REST contract of section 7, as far as the site calls it (its reads and
 * sending an inquiry; the admin is Payload's). Lists are read whole, 100 a page.
 */
export const createRemoteDataSource = (
  api: ApiClient,
  builtIn: BuiltInContent = DEFAULT_CONTENT,
): DataSource => {
  // `locale` last: `?page=1&limit=100&locale=es`, the address the server preloads with a page.
  const readAllPages = async <T>(path: string, locale?: string): Promise<T[]> => {
    const items: T[] = []
    for (let page = 1; ; page += 1) {
      const response = await api<ListResponse<T>>(path, {
        query: { page, limit: PUBLIC_LIST_LIMIT, locale },
      })
      items.push(...response.data)
      if (!response.pagination?.hasNextPage) return items
    }
  }
  const readItem = async <T>(path: string, options?: Parameters<ApiClient>[1]): Promise<T> =>
    (await api<ItemResponse<T>>(path, options)).data
  const publicList = <T>(resource: string): PublicList<T> => ({
    getActive: (locale?: string) => readAllPages<T>(`/${resource}`, locale),
  })

  return {
    kind: 'remote',
    builtIn,
    personalInfo: { get: (locale) => readItem('/personal-info', { query: { locale } }) },
    // The contract's generated type, which must match the site's (`SiteTexts`).
    siteTexts: { get: (locale) => readItem<SiteTextsDto>('/site-texts', { query: { locale } }) },
    projects: {
      ...publicList<ProjectDto>('projects'),
      getOpened: (slug, locale) =>
        readItem(`/projects/slug/${encodeURIComponent(slug)}`, { query: { locale } }),
      open: (slug, key, locale) =>
        readItem(`/projects/slug/${encodeURIComponent(slug)}/access`, {
          method: 'POST',
          body: key,
          query: { locale },
        }),
    },
    posts: {
      ...publicList<PostDto>('posts'),
      list: (query, locale) =>
        api<ListResponse<PostDto>>('/posts', { query: { ...query, locale } }),
      getBySlug: async (slug, locale) => {
        try {
          return await readItem<PostDto>(`/posts/slug/${encodeURIComponent(slug)}`, {
            query: { locale },
          })
        } catch (error) {
          if (isNotFound(error)) return undefined
          throw error
        }
      },
    },
    skills: publicList('skills'),
    experiences: publicList('experiences'),
    education: publicList('education'),
    interests: publicList('interests'),
    inquiries: {
      // `website` is the honeypot: people never fill it, so the server drops posts that do.
      create: (input) =>
        readItem('/inquiries', { method: 'POST', body: { ...input, website: '' } }),
    },
  }
}
