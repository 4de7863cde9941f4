/**
 * Keeps the last `maxEntries` results of an expensive render by key: concurrent requests for one
 * key share one render, and a failed render is not kept (the next request tries again).
 */
export const renderedOnce = <T>({ maxEntries }: { maxEntries: number }) => {
  const done = new Map<string, T>()
  const pending = new Map<string, Promise<T>>()
  const get = (key: string, render: () => Promise<T>): Promise<T> => {
    const hit = done.get(key)
    if (hit !== undefined) {
      // Least recently used goes first: move the hit to the end.
      done.delete(key)
      done.set(key, hit)
      return Promise.resolve(hit)
    }
    let running = pending.get(key)
    if (!running) {
      running = render()
        .then((value) => {
          done.set(key, value)
          while (done.size > maxEntries) done.delete(done.keys().next().value!)
          return value
        })
        .finally(() => pending.delete(key))
      pending.set(key, running)
    }
    return running
  }
  return {
    get,
    get size() {
      return done.size
    },
  }
}
