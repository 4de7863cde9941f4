import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates a server-rendered page (and on the server), true once the page is
 * live in the browser. For parts that only make sense in a browser and must not make the
 * hydrating render differ from the server's HTML: they appear right after hydration.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
