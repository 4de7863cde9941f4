/**
 * Wraps a read so that its result is reused for `ttlMs`: concurrent callers share one read in
 * flight, and a failed read is not kept (the next call tries again).
 */
export const cacheFor = <T>(ttlMs: number, read: () => Promise<T>): (() => Promise<T>) => {
  let value: { data: T; expiresAt: number } | null = null
  let pending: Promise<T> | null = null
  return () => {
    if (value && value.expiresAt > Date.now()) return Promise.resolve(value.data)
    pending ??= read()
      .then((data) => {
        value = { data, expiresAt: Date.now() + ttlMs }
        return data
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
}
