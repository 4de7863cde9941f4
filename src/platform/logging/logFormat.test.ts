import { describe, expect, it } from 'vitest'

import { logFormat } from './logFormat'

describe('logFormat', () => {
  it('is pretty on a terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(logFormat(undefined, true)).toBe('pretty')
    expect(logFormat(undefined, false)).toBe('json')
    expect(logFormat('json', true)).toBe('json')
    expect(logFormat('pretty', false)).toBe('pretty')
  })
})
