import { type ComponentType, lazy } from 'react'

/** A page component loaded on first use, which can also be fetched ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> }

/**
 * `React.lazy` that renders a loaded module directly: `React.lazy` suspends on its first render
 * even then, painting an empty frame and, after a 300 ms throttle, laying the page out again.
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
