// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PLACEHOLDER_MS } from '@/config/constants'
import { afterFirstPage, afterLoadAndIdle, LARGEST_PAINT_QUIET_MS } from './after-first-page'

/** The page's load state, which happy-dom reports as already complete. */
const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state })

beforeEach(() => {
  vi.useFakeTimers()
  // Idle callbacks on the fake clock: "idle" 50 ms after being asked for.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setReadyState('complete')
})

describe('afterLoadAndIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    setReadyState('loading')
    const run = vi.fn()
    afterLoadAndIdle(run)
    vi.advanceTimersByTime(5_000)
    expect(run).not.toHaveBeenCalled()
    setReadyState('complete')
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(49)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
  })

  it('can be cancelled before the load event and before the idle moment', () => {
    setReadyState('loading')
    const beforeLoad = vi.fn()
    afterLoadAndIdle(beforeLoad)()
    setReadyState('complete')
    window.dispatchEvent(new Event('load'))
    const beforeIdle = vi.fn()
    const cancel = afterLoadAndIdle(beforeIdle)
    vi.advanceTimersByTime(10)
    cancel()
    vi.advanceTimersByTime(5_000)
    expect(beforeLoad).not.toHaveBeenCalled()
    expect(beforeIdle).not.toHaveBeenCalled()
  })
})

/**
 * A browser that reports largest paints: `paint()` delivers one to every observer watching
 * them, as the browser does when a larger element is painted.
 */
const stubLargestPaints = () => {
  const observers = new Set<{ callback: () => void }>()
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint']
    constructor(readonly callback: () => void) {}
    observe() {
      observers.add(this)
    }
    disconnect() {
      observers.delete(this)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint: () => observers.forEach((observer) => observer.callback()),
    watching: () => observers.size,
  }
}

describe('afterFirstPage', () => {
  it('runs after the placeholder period, a quiet period of the largest paint, and an idle moment', () => {
    const run = vi.fn()
    afterFirstPage(run)
    vi.advanceTimersByTime(PLACEHOLDER_MS + LARGEST_PAINT_QUIET_MS + 49)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
  })

  it('waits until the largest paint has not changed for the quiet period (the content, then its pictures)', () => {
    const paints = stubLargestPaints()
    const run = vi.fn()
    afterFirstPage(run)
    vi.advanceTimersByTime(PLACEHOLDER_MS + 100)
    paints.paint() // the content that replaced the skeletons
    vi.advanceTimersByTime(LARGEST_PAINT_QUIET_MS - 1)
    paints.paint() // its first picture
    vi.advanceTimersByTime(LARGEST_PAINT_QUIET_MS + 49)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
    expect(paints.watching()).toBe(0)
  })

  it('can be cancelled during the placeholder period and while waiting for the paint to settle', () => {
    const paints = stubLargestPaints()
    const early = vi.fn()
    const late = vi.fn()
    afterFirstPage(early)()
    const cancelLate = afterFirstPage(late)
    vi.advanceTimersByTime(PLACEHOLDER_MS + 10)
    expect(paints.watching()).toBe(1)
    cancelLate()
    expect(paints.watching()).toBe(0)
    vi.advanceTimersByTime(5_000)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
