import { describe, expect, it } from 'vitest'

import { withQuery } from './answerRedirects'

describe('withQuery', () => {
  it('passes the visitor’s query string on to a target without one', () => {
    expect(withQuery('/projects/5', '?utm_source=cv')).toBe('/projects/5?utm_source=cv')
    expect(withQuery('https://example.com/a#b', '?x=1')).toBe('https://example.com/a?x=1#b')
  })

  it('keeps a target’s own query string, and a target alone without one', () => {
    expect(withQuery('/about?tab=cv', '?utm_source=cv')).toBe('/about?tab=cv')
    expect(withQuery('/about', '')).toBe('/about')
  })
})
