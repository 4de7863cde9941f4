// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PLACEHOLDER_MS } from '@/config/constants'
import { LARGEST_PAINT_QUIET_MS, useAfterFirstPage } from './after-first-page'

// React's act() environment flag, so updates are flushed inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A browser's intersection observers: `show()` reports the watched elements as in view. */
const stubIntersections = () => {
  const observers = new Set<FakeObserver>()
  class FakeObserver {
    constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      observers.add(this)
    }
    disconnect() {
      observers.delete(this)
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    show: () => observers.forEach((observer) => observer.callback([{ isIntersecting: true }])),
    watching: () => observers.size,
  }
}

const Section = () => {
  const marker = useRef<HTMLDivElement>(null)
  const due = useAfterFirstPage(marker)
  return due ? <section>loaded</section> : <div ref={marker}>marker</div>
}

/** What waits for the first page only (the particles, the service worker). */
const Later = () => (useAfterFirstPage() ? <section>loaded</section> : <div>marker</div>)

let root: Root | undefined
const mount = (element = <Section />) => {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(element))
  return container
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
})
afterEach(() => {
  act(() => root?.unmount())
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useAfterFirstPage', () => {
  it('stays false through the first page, then turns true and stops watching', () => {
    const intersections = stubIntersections()
    const container = mount()
    act(() => vi.advanceTimersByTime(PLACEHOLDER_MS + LARGEST_PAINT_QUIET_MS + 49))
    expect(container.textContent).toBe('marker')
    act(() => vi.advanceTimersByTime(1))
    expect(container.textContent).toBe('loaded')
    expect(intersections.watching()).toBe(0)
  })

  it('turns true as soon as its place comes into view, before the first page is done', () => {
    const intersections = stubIntersections()
    const container = mount()
    act(() => vi.advanceTimersByTime(100))
    expect(intersections.watching()).toBe(1)
    act(() => intersections.show())
    expect(container.textContent).toBe('loaded')
    expect(intersections.watching()).toBe(0)
  })

  it('waits for the first page where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const container = mount()
    act(() => vi.advanceTimersByTime(PLACEHOLDER_MS))
    expect(container.textContent).toBe('marker')
    act(() => vi.advanceTimersByTime(LARGEST_PAINT_QUIET_MS + 50))
    expect(container.textContent).toBe('loaded')
  })

  it('without a marker, waits for the first page whatever is in view', () => {
    const intersections = stubIntersections()
    const container = mount(<Later />)
    expect(intersections.watching()).toBe(0)
    act(() => vi.advanceTimersByTime(PLACEHOLDER_MS + LARGEST_PAINT_QUIET_MS + 49))
    expect(container.textContent).toBe('marker')
    act(() => vi.advanceTimersByTime(1))
    expect(container.textContent).toBe('loaded')
  })
})
