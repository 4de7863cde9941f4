import { describe, expect, it } from 'vitest'

import { negotiateCoding } from './negotiateCoding'

describe('negotiateCoding', () => {
  it('prefers brotli, then gzip, else none', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateCoding('gzip, deflate')).toBe('gzip')
    expect(negotiateCoding('deflate')).toBe('identity')
    expect(negotiateCoding(undefined)).toBe('identity')
  })

  it('honours q=0 and *', () => {
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateCoding('*')).toBe('br')
    expect(negotiateCoding('*;q=0, identity')).toBe('identity')
    expect(negotiateCoding('gzip;q=0.5, br;q=0')).toBe('gzip')
  })
})
