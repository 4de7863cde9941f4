import { describe, expect, it } from 'vitest'

import { formatLocaleDate } from './format-date'

describe('formatLocaleDate', () => {
  it('shows a date-only value as that calendar day in the locale', () => {
    expect(formatLocaleDate('2023-03-01', 'en-US')).toBe('3/1/2023')
    expect(formatLocaleDate('2023-03-01', 'en-GB')).toBe('01/03/2023')
  })

  it('formats full timestamps too', () => {
    expect(formatLocaleDate('2024-12-31T12:00:00.000Z', 'en-US')).toMatch(/12\/31\/2024|1\/1\/2025/)
  })

  it('returns unparseable text unchanged', () => {
    expect(formatLocaleDate('TBD', 'en-US')).toBe('TBD')
  })
})
