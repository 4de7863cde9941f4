import { describe, expect, it } from 'vitest'

import { addressKeyOf } from '../platform/http/addressKey'
import { eventsLimiter } from './eventsLimiter'

describe('the audience events limit', () => {
  it('counts an IPv6 /64 as one address, and IPv4 addresses each alone', () => {
    const limiter = eventsLimiter(2)
    expect(limiter.hit('2001:db8:1:2::1')).toBe(0)
    expect(limiter.hit('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(0)
    expect(limiter.hit('2001:db8:1:2:abcd::9')).toBeGreaterThan(0)
    // The next /64 and another IPv4 address have budgets of their own.
    expect(limiter.hit('2001:db8:1:3::1')).toBe(0)
    expect(limiter.hit('192.0.2.1')).toBe(0)
    expect(limiter.hit('192.0.2.1')).toBe(0)
    expect(limiter.hit('192.0.2.2')).toBe(0)
    expect(addressKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1')
  })

  it('holds at most its number of addresses; the ones beyond share one window', () => {
    const limiter = eventsLimiter(3, 100)
    for (let n = 0; n < 100; n += 1) expect(limiter.hit(`10.0.${n >> 8}.${n & 255}`)).toBe(0)
    const flood = Array.from({ length: 1_000 }, (_, n) => limiter.hit(`10.1.${n >> 8}.${n & 255}`))
    expect(limiter.size).toBeLessThanOrEqual(101)
    expect(flood.filter((wait) => wait === 0)).toHaveLength(3)
    // Addresses counted before go on with their own budget.
    expect(limiter.hit('10.0.0.1')).toBe(0)
  })
})
