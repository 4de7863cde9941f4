import { describe, expect, it } from 'vitest'

import { postNeighbours, tagsOf } from './post-neighbours'

const newestFirst = [{ slug: 'c' }, { slug: 'b' }, { slug: 'a' }]

describe("a post's neighbours", () => {
  it('are the post published before it (previous) and after it (next)', () => {
    expect(postNeighbours(newestFirst, 'b')).toEqual({
      previous: { slug: 'a' },
      next: { slug: 'c' },
    })
    expect(postNeighbours(newestFirst, 'c')).toEqual({ previous: { slug: 'b' }, next: undefined })
    expect(postNeighbours(newestFirst, 'a')).toEqual({ previous: undefined, next: { slug: 'b' } })
  })

  it('are none for a post not in the list', () => {
    expect(postNeighbours(newestFirst, 'z')).toEqual({})
    expect(postNeighbours([], 'a')).toEqual({})
  })
})

describe('the tags to filter by', () => {
  it('are every post’s tags once, in the language’s order', () => {
    const posts = [{ tags: ['React', 'css'] }, { tags: ['React', 'Ästhetik', 'Node'] }]
    expect(tagsOf(posts, 'de')).toEqual(['Ästhetik', 'css', 'Node', 'React'])
    expect(tagsOf([], 'en')).toEqual([])
  })
})
