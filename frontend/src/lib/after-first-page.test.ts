// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PLACEHOLDER_MS } from '@/config/constants'
import { afterFirstPage, afterLoadAndIdle } from './after-first-page'

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

describe('afterFirstPage', () => {
  it('runs only after the placeholder period, once the page has loaded and is idle', () => {
    const run = vi.fn()
    afterFirstPage(run)
    vi.advanceTimersByTime(PLACEHOLDER_MS + 49)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
  })

  it('can be cancelled during the placeholder period and after it', () => {
    const early = vi.fn()
    const late = vi.fn()
    afterFirstPage(early)()
    const cancelLate = afterFirstPage(late)
    vi.advanceTimersByTime(PLACEHOLDER_MS + 10)
    cancelLate()
    vi.advanceTimersByTime(5_000)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
