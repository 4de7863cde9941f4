import type { ListResponse, PostDto } from '@shared/apiTypes'

import type { PostListQuery } from './data-source'

/** The contract's page size of public lists, and the largest page it hands out. */
const DEFAULT_LIMIT = 10
const MAX_LIMIT = 100

/** Whether a post is public at `now`: not deleted, and its publish date has come. */
export const isPublished = (post: PostDto, now: Date): boolean =>
  !post.deleted && post.publishedAt !== null && Date.parse(post.publishedAt) <= now.getTime()

const folded = (text: string) => text.toLocaleLowerCase()

const matchesSearch = (post: PostDto, term: string): boolean => {
  const wanted = folded(term.trim())
  if (!wanted) return true
  return [post.title, post.excerpt, post.body, ...post.tags].some((text) =>
    folded(text).includes(wanted),
  )
}

/**
 * `GET /api/posts` answered from a list of posts, as the contract answers it: the published
 * ones, filtered by search (any case), tag and project slug, sorted (newest first by default),
 * one page of them with the contract's pagination.
 */
export const listPosts = (
  posts: readonly PostDto[],
  query: PostListQuery,
  now: Date,
): ListResponse<PostDto> => {
  const page = Math.max(1, Math.floor(query.page ?? 1))
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT)))
  const direction = query.sortOrder === 'asc' ? 1 : -1
  const sortBy = query.sortBy ?? 'publishedAt'
  const matching = posts
    .filter((post) => isPublished(post, now))
    .filter((post) => matchesSearch(post, query.search ?? ''))
    .filter((post) => !query.tag || post.tags.includes(query.tag))
    .filter((post) => !query.project || post.projects.some((p) => p.slug === query.project))
    .sort(
      (a, b) =>
        direction *
        (sortBy === 'title'
          ? a.title.localeCompare(b.title)
          : Date.parse(a.publishedAt!) - Date.parse(b.publishedAt!) || a.id - b.id),
    )
  const totalPages = Math.ceil(matching.length / limit)
  return {
    data: matching.slice((page - 1) * limit, page * limit),
    pagination: {
      page,
      limit,
      total: matching.length,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  }
}
