/**
 * Where the server-side render sends the site's contract reads. The browser resolves `/api/…`
 * against the page; on the server a relative URL means nothing, so the server names, once, the
 * function that answers those reads (src/site/pageRenderer.ts). Only the SSR build reads this.
 */
let current: typeof fetch | null = null

/** Sets the function the server-side render fetches contract paths with. */
export const setServerFetch = (fetchImpl: typeof fetch): void => {
  current = fetchImpl
}

/** `fetch` for the server-side render: fails clearly until the server has named one. */
export const serverFetch: typeof fetch = (input, init) => {
  if (!current) return Promise.reject(new Error('setServerFetch() was not called before rendering'))
  return current(input, init)
}
