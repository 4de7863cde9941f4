import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PendingEvent } from './audienceEvent'
import { EventBuffer } from './eventBuffer'

const event = (n: number): PendingEvent => ({ at: new Date(0), type: 'pageview', path: `/${n}` })

const bufferWith = (write: (events: PendingEvent[]) => Promise<void>, capacity = 100) => {
  const log = { warn: vi.fn(), error: vi.fn() }
  return {
    log,
    buffer: new EventBuffer({ write, capacity, batchSize: 3, flushEveryMs: 1000, log }),
  }
}

afterEach(() => vi.useRealTimers())

describe('EventBuffer', () => {
  it('writes what it holds in batches, in order, never one statement per event', async () => {
    const batches: string[][] = []
    const { buffer } = bufferWith(async (events) => {
      batches.push(events.map((e) => e.path))
    })
    for (let n = 1; n <= 7; n += 1) buffer.add(event(n))
    await buffer.flush()
    expect(batches).toEqual([['/1', '/2', '/3'], ['/4', '/5', '/6'], ['/7']])
    expect(buffer.counts).toEqual({ held: 0, dropped: 0 })
  })

  it('keeps a batch it could not write, in order, and writes it on a later try', async () => {
    vi.useFakeTimers()
    let down = true
    const written: string[] = []
    const { buffer, log } = bufferWith(async (events) => {
      if (down) throw new Error('connection refused')
      written.push(...events.map((e) => e.path))
    })
    buffer.add(event(1))
    buffer.add(event(2))
    await buffer.flush()
    expect(buffer.counts.held).toBe(2)
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/could not be written \(2 waiting/),
    )
    buffer.add(event(3))
    down = false
    // Within the pause after a failure nothing is tried…
    await buffer.flush()
    expect(written).toEqual([])
    // …after it, everything, in the order it came.
    vi.advanceTimersByTime(1000)
    await buffer.flush()
    expect(written).toEqual(['/1', '/2', '/3'])
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/written again after 1 failed/))
  })

  it('drops events beyond its capacity, counts them and says so', async () => {
    const { buffer, log } = bufferWith(async () => {}, 2)
    expect([buffer.add(event(1)), buffer.add(event(2)), buffer.add(event(3))]).toEqual([
      true,
      true,
      false,
    ])
    buffer.add(event(4))
    expect(buffer.counts).toEqual({ held: 2, dropped: 2 })
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/buffer full \(2 events\): 1 events dropped/),
    )
  })

  it('writes what it holds when stopped, even during a pause after a failure', async () => {
    vi.useFakeTimers()
    let fails = 1
    const written: string[] = []
    const { buffer } = bufferWith(async (events) => {
      if (fails-- > 0) throw new Error('down')
      written.push(...events.map((e) => e.path))
    })
    buffer.add(event(1))
    await buffer.flush()
    await buffer.stop()
    expect(written).toEqual(['/1'])
  })
})
