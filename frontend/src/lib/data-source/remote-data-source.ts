import type {
  ItemResponse,
  ListResponse,
  LoginResponse,
  PostDto,
  ProjectDto,
  SiteTextsDto,
  SkillDto,
  SmtpConfigDto,
  UserProfileDto,
} from '@shared/apiTypes'

import { PUBLIC_LIST_LIMIT } from '@/config/constants'
import type { ApiClient } from '../api-client'
import { type BuiltInContent, DEFAULT_CONTENT } from './built-in-content'
import { isNotFound } from '../api-error'
import type { CatalogueCollection, DataSource, RecordCollection, RecordRef } from './data-source'

/** Answers `fallback` instead of throwing when the record does not exist (404). */
const unlessNotFound = async <T, F>(call: Promise<T>, fallback: F): Promise<T | F> => {
  try {
    return await call
  } catch (error) {
    if (isNotFound(error)) return fallback
    throw error
  }
}

/**
 * Spec reading A: the REST contract of section 7. Public pages read whole lists (all pages of
 * 100) and filter in the browser; writes address projects and skills by slug, others by id.
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
  const succeeded = (call: Promise<unknown>): Promise<boolean> =>
    unlessNotFound(
      call.then(() => true),
      false,
    )

  const catalogue = <T extends { id: number; slug: string; deleted: boolean }, Input>(
    resource: string,
  ): CatalogueCollection<T, Input> => {
    const bySlug = (ref: RecordRef): string => `/${resource}/slug/${encodeURIComponent(ref.slug)}`
    return {
      getAll: () => readAllPages<T>(`/${resource}/all`),
      getActive: (locale) => readAllPages<T>(`/${resource}`, locale),
      create: (input) => readItem<T>(`/${resource}`, { method: 'POST', body: input }),
      update: (ref, changes) =>
        unlessNotFound(readItem<T>(bySlug(ref), { method: 'PUT', body: changes }), undefined),
      delete: (ref) => succeeded(api(bySlug(ref), { method: 'DELETE' })),
      restore: (ref) => succeeded(api(`${bySlug(ref)}/restore`, { method: 'PATCH' })),
    }
  }

  const records = <T extends { id: number; deleted: boolean }>(
    resource: string,
  ): RecordCollection<T> => ({
    getAll: () => readAllPages<T>(`/${resource}/all`),
    getActive: (locale) => readAllPages<T>(`/${resource}`, locale),
    create: (input) => readItem<T>(`/${resource}`, { method: 'POST', body: input }),
    update: (id, changes) =>
      unlessNotFound(
        readItem<T>(`/${resource}/${id}`, { method: 'PUT', body: changes }),
        undefined,
      ),
    delete: (id) => succeeded(api(`/${resource}/${id}`, { method: 'DELETE' })),
    restore: (id) => succeeded(api(`/${resource}/${id}/restore`, { method: 'PATCH' })),
  })

  const projects = catalogue<ProjectDto, Parameters<DataSource['projects']['create']>[0]>(
    'projects',
  )
  const skills = catalogue<SkillDto, Parameters<DataSource['skills']['create']>[0]>('skills')
  const posts = catalogue<PostDto, Parameters<DataSource['posts']['create']>[0]>('posts')

  return {
    kind: 'remote',
    builtIn,
    auth: {
      login: (credentials) =>
        api<LoginResponse>('/auth/login', { method: 'POST', body: credentials }).then(
          (r) => r.data,
        ),
      verify: async () => {
        const data = await readItem<UserProfileDto | { user: UserProfileDto }>('/auth/verify')
        return 'user' in data ? data.user : data
      },
      profile: () => readItem('/users/profile'),
    },
    personalInfo: {
      get: (locale) => readItem('/personal-info', { query: { locale } }),
      update: (changes) => readItem('/personal-info', { method: 'PUT', body: changes }),
    },
    siteTexts: {
      // The contract's generated type, which must match the site's (`SiteTexts`).
      get: (locale) => readItem<SiteTextsDto>('/site-texts', { query: { locale } }),
    },
    projects: {
      ...projects,
      getById: async (id) => (await projects.getActive()).find((project) => project.id === id),
      getBySlug: (slug) =>
        unlessNotFound(
          readItem<ProjectDto>(`/projects/slug/${encodeURIComponent(slug)}`),
          undefined,
        ),
    },
    posts: {
      ...posts,
      list: (query, locale) =>
        api<ListResponse<PostDto>>('/posts', { query: { ...query, locale } }),
      getBySlug: (slug, locale) =>
        unlessNotFound(
          readItem<PostDto>(`/posts/slug/${encodeURIComponent(slug)}`, { query: { locale } }),
          undefined,
        ),
    },
    skills: {
      ...skills,
      getByCategory: async (category) =>
        (await api<ListResponse<SkillDto>>(`/skills/category/${encodeURIComponent(category)}`))
          .data,
    },
    experiences: records('experiences'),
    education: records('education'),
    interests: records('interests'),
    inquiries: {
      // `website` is the honeypot: people never fill it, so the server drops posts that do.
      create: (input) =>
        readItem('/inquiries', { method: 'POST', body: { ...input, website: '' } }),
      getAll: () => readAllPages('/inquiries'),
      getUnread: async () => (await api<ListResponse<never>>('/inquiries/unread')).data,
      markAsRead: (id) =>
        unlessNotFound(readItem(`/inquiries/${id}/read`, { method: 'PATCH' }), undefined),
      delete: (id) => succeeded(api(`/inquiries/${id}`, { method: 'DELETE' })),
    },
    smtpConfig: {
      get: () => readItem<SmtpConfigDto>('/smtp-config'),
      update: (changes) =>
        readItem<SmtpConfigDto>('/smtp-config', { method: 'PUT', body: changes }),
      // No body: the server flips the setting; a body must name `isActive` explicitly.
      toggleActive: () =>
        readItem<SmtpConfigDto>('/smtp-config/toggle-active', { method: 'PATCH' }),
      test: () => readItem<{ ok: boolean; message: string }>('/smtp-config/test'),
    },
  }
}
