import { afterEach, describe, expect, it, vi } from 'vitest'

import { cacheFor } from './responseCache'

afterEach(() => {
  vi.useRealTimers()
})

describe('cacheFor', () => {
  it('shares one read between callers and reuses it until it expires', async () => {
    vi.useFakeTimers()
    let reads = 0
    const cached = cacheFor(3_000, async () => ++reads)
    expect(await Promise.all([cached(), cached()])).toEqual([1, 1])
    vi.advanceTimersByTime(2_999)
    expect(await cached()).toBe(1)
    vi.advanceTimersByTime(2)
    expect(await cached()).toBe(2)
  })

  it('does not keep a failed read', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce('ok')
    const cached = cacheFor(3_000, read)
    await expect(cached()).rejects.toThrow('database down')
    expect(await cached()).toBe('ok')
  })

  it('drops the result once the content behind it changed, before it expires', async () => {
    let version = 0
    let reads = 0
    const cached = cacheFor(60_000, async () => ++reads, {
      mark: () => version,
      isCurrent: (mark) => mark === version,
    })
    expect(await cached()).toBe(1)
    expect(await cached()).toBe(1)
    version += 1
    expect(await cached()).toBe(2)
    expect(await cached()).toBe(2)
  })
})
