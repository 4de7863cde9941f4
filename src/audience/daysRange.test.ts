import { describe, expect, it } from 'vitest'

import { daysRange } from './daysRange'

const NOW = new Date('2026-11-26T15:00:00Z')

describe('the days a read of the figures covers', () => {
  it('is the last 30 days by default, or the days asked for', () => {
    expect(daysRange({}, NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' })
    expect(daysRange({ to: '2026-03-31' }, NOW)).toEqual({ from: '2026-03-02', to: '2026-03-31' })
    expect(daysRange({ from: '2026-11-20', to: '2026-11-26' }, NOW)).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    })
  })

  it('names the field of a day that does not exist, a backwards range, or one too long', () => {
    expect(daysRange({ from: '2026-02-30' }, NOW)).toEqual({
      field: 'from',
      problem: 'A date, YYYY-MM-DD.',
    })
    expect(daysRange({ to: ['2026-01-01'] }, NOW)).toEqual({
      field: 'to',
      problem: 'A date, YYYY-MM-DD.',
    })
    expect(daysRange({ from: '2026-03-02', to: '2026-03-01' }, NOW)).toEqual({
      field: 'from',
      problem: 'Must be on or before `to`.',
    })
    expect(daysRange({ from: '2024-01-01', to: '2026-01-01' }, NOW)).toEqual({
      field: 'from',
      problem: 'At most 400 days from `to`.',
    })
  })
})
