/**
 * Tells whether a stored result still holds: `mark` is taken when its read begins, and the
 * result is dropped as soon as `isCurrent(mark)` says the content behind it has changed.
 */
export type Freshness<Mark> = { mark: () => Mark; isCurrent: (mark: Mark) => boolean }

/**
 * Wraps a read so that its result is reused for `ttlMs` (and, with `freshness`, only while the
 * content behind it is unchanged): concurrent callers share one read in flight, and a failed
 * read is not kept (the next call tries again).
 */
export const cacheFor = <T, Mark = never>(
  ttlMs: number,
  read: () => Promise<T>,
  freshness?: Freshness<Mark>,
): (() => Promise<T>) => {
  let value: { data: T; expiresAt: number; mark?: Mark } | null = null
  let pending: Promise<T> | null = null
  const holds = (stored: NonNullable<typeof value>) =>
    stored.expiresAt > Date.now() && (!freshness || freshness.isCurrent(stored.mark as Mark))
  return () => {
    if (value && holds(value)) return Promise.resolve(value.data)
    const mark = freshness?.mark()
    pending ??= read()
      .then((data) => {
        value = { data, expiresAt: Date.now() + ttlMs, mark }
        return data
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
}
