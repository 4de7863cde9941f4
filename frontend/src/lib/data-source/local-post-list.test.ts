import type { PostDto } from '@shared/apiTypes'
import { describe, expect, it } from 'vitest'

import { isPublished, listPosts } from './local-post-list'

const NOW = new Date('2025-06-01T12:00:00.000Z')

const post = (id: number, changes: Partial<PostDto> = {}): PostDto => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: '',
  body: '',
  tags: [],
  image: '',
  imageMedia: null,
  publishedAt: `2025-01-${String(id).padStart(2, '0')}T09:00:00.000Z`,
  readingMinutes: 1,
  projects: [],
  deleted: false,
  ...changes,
})

const slugs = (posts: { slug: string }[]) => posts.map(({ slug }) => slug)

describe('the browser-local list of posts (GET /api/posts, reading B)', () => {
  it('lists the published posts newest first, ten a page, with the contract’s pagination', () => {
    const posts = Array.from({ length: 12 }, (_, index) => post(index + 1))
    const first = listPosts(posts, {}, NOW)
    expect(slugs(first.data)).toEqual(
      Array.from({ length: 10 }, (_, index) => `post-${12 - index}`),
    )
    expect(first.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 12,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
    })
    const second = listPosts(posts, { page: 2 }, NOW)
    expect(slugs(second.data)).toEqual(['post-2', 'post-1'])
    expect(second.pagination).toMatchObject({ page: 2, hasNextPage: false, hasPrevPage: true })
    // Past the end: no posts, and a way back.
    expect(listPosts(posts, { page: 3 }, NOW)).toMatchObject({
      data: [],
      pagination: { hasPrevPage: true, hasNextPage: false },
    })
  })

  it('leaves out drafts, deleted posts and posts scheduled for later', () => {
    const posts = [
      post(1),
      post(2, { publishedAt: null }),
      post(3, { deleted: true }),
      post(4, { publishedAt: '2025-06-01T12:00:01.000Z' }),
    ]
    expect(slugs(listPosts(posts, {}, NOW).data)).toEqual(['post-1'])
    expect(isPublished(posts[3]!, new Date('2025-06-01T12:00:01.000Z'))).toBe(true)
  })

  it('finds words in the title, excerpt, body or tags, whatever their case', () => {
    const posts = [
      post(1, { title: 'Debouncing search' }),
      post(2, { excerpt: 'About SEARCH boxes' }),
      post(3, { body: 'A long body\n\nthat mentions search once' }),
      post(4, { tags: ['Search'] }),
      post(5, { title: 'Something else' }),
    ]
    expect(slugs(listPosts(posts, { search: ' search ' }, NOW).data)).toEqual([
      'post-4',
      'post-3',
      'post-2',
      'post-1',
    ])
  })

  it('filters by a tag (exactly, as the server does) and by a project’s slug', () => {
    const shop = { id: 1, slug: 'shop', title: 'Shop' }
    const posts = [
      post(1, { tags: ['React', 'css'] }),
      post(2, { tags: ['react'], projects: [shop] }),
      post(3, { tags: ['reactive'], projects: [{ ...shop, id: 2, slug: 'other' }] }),
    ]
    expect(slugs(listPosts(posts, { tag: 'react' }, NOW).data)).toEqual(['post-2'])
    expect(slugs(listPosts(posts, { tag: 'React' }, NOW).data)).toEqual(['post-1'])
    expect(slugs(listPosts(posts, { project: 'shop' }, NOW).data)).toEqual(['post-2'])
    expect(slugs(listPosts(posts, { tag: 'react', project: 'other' }, NOW).data)).toEqual([])
  })

  it('sorts by title or date either way, and keeps a page within 1 to 100 posts', () => {
    const posts = [
      post(1, { title: 'Beta' }),
      post(2, { title: 'alpha' }),
      post(3, { title: 'Gamma' }),
    ]
    expect(slugs(listPosts(posts, { sortBy: 'title', sortOrder: 'asc' }, NOW).data)).toEqual([
      'post-2',
      'post-1',
      'post-3',
    ])
    expect(slugs(listPosts(posts, { sortOrder: 'asc' }, NOW).data)).toEqual([
      'post-1',
      'post-2',
      'post-3',
    ])
    expect(listPosts(posts, { limit: 1000 }, NOW).pagination.limit).toBe(100)
    expect(listPosts(posts, { limit: 0, page: 0 }, NOW).pagination).toMatchObject({
      limit: 1,
      page: 1,
    })
  })
})
