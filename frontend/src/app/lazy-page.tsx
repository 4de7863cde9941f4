import { type ComponentType, lazy } from 'react'

/** A page component loaded on first use, which can also be fetched ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> }

/**
 * Like `React.lazy`, except that once the module is here the page renders directly instead of
 * through a lazy wrapper. `React.lazy` suspends on its first render even when the module has
 * already loaded, and a page that suspends on the first visit paints an empty frame, then,
 * after React's 300 ms reveal throttle, lays the whole page out a second time.
 */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const fetchPage = () => {
    loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // A failed chunk (offline, a deploy replaced it) is tried again on the next render.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => fetchPage().then((page) => ({ default: page })))
  const Page = () => {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Lazy />
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) })
}
