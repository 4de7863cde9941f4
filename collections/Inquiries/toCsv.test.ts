import { describe, expect, it } from 'vitest'

import { toCsv } from './toCsv'

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"\nbye']])).toBe('a,b\r\n"x,y","say ""hi""\nbye"\r\n')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(
      toCsv(['v'], [['=HYPERLINK("http://evil")'], ['+1'], ['@SUM(A1)'], ['-2'], [null], [42]]),
    ).toBe('v\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+1\r\n\'@SUM(A1)\r\n\'-2\r\n\r\n42\r\n')
  })
})
