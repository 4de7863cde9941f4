import { describe, expect, it } from 'vitest'

import { isImageUrl } from './imageSource'

describe('isImageUrl (spec: data:, /, http://, https://)', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    '/media/shot.webp',
    'http://example.com/a.png',
    'https://cdn.example.com/b.jpg',
  ])('treats %s as a URL', (value) => {
    expect(isImageUrl(value)).toBe(true)
  })

  it.each([
    '🛒',
    'Screenshot',
    'example.com/a.png',
    'ftp://example.com/a.png',
    'www.example.com',
    '',
    'images/a.png',
  ])('treats %s as text or emoji', (value) => {
    expect(isImageUrl(value)).toBe(false)
  })

  it('rejects missing values', () => {
    expect(isImageUrl(null)).toBe(false)
    expect(isImageUrl(undefined)).toBe(false)
  })
})
