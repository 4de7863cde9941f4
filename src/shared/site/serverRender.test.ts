import { describe, expect, it } from 'vitest'

import { toScriptSafeJson } from './serverRender'

describe('toScriptSafeJson', () => {
  it('never lets content end or bend the <script> element, and parses back to the same value', () => {
    const value = { bio: '</script><script>alert(1)</script><!-- x', line: 'a\u2028b\u2029c', quote: '"\\' }
    const text = toScriptSafeJson(value)
    expect(text).not.toMatch(/<|\u2028|\u2029/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
