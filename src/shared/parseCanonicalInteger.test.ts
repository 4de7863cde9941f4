import { describe, expect, it } from 'vitest'

import { MAX_DATABASE_INTEGER, parseCanonicalInteger } from './parseCanonicalInteger'

describe('parseCanonicalInteger', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['16', 16],
    ['2147483647', MAX_DATABASE_INTEGER],
  ])('reads %j as %d', (raw, value) => {
    expect(parseCanonicalInteger(raw)).toBe(value)
  })

  it.each([
    '0x1',
    '0X1',
    '0b1',
    '0o1',
    '1e0',
    '1E0',
    '+1',
    '-1',
    '-0',
    '1.0',
    '1.',
    '.1',
    ' 1',
    '1 ',
    '\t1',
    '1\n',
    '',
    '01',
    '007',
    '00',
    '2147483648',
    '9999999999',
    '99999999999999999999',
    'abc',
    '1a',
    '1_000',
    '１',
    '١',
    'Infinity',
    'NaN',
  ])('refuses %j', (raw) => {
    expect(parseCanonicalInteger(raw)).toBeNull()
  })

  it('refuses anything but a string', () => {
    for (const raw of [1, undefined, null, ['1'], { 0: '1' }])
      expect(parseCanonicalInteger(raw)).toBeNull()
  })
})
