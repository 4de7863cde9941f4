import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'

import { type CacheTag, publicResponseCache } from './responseCache'

type TransactionId = number | string
type Transactional = Pick<BaseDatabaseAdapter, 'commitTransaction' | 'rollbackTransaction'>

/** Tags waiting for their transaction to end, per database adapter. */
const pendingByAdapter = new WeakMap<Transactional, Map<TransactionId, Set<CacheTag>>>()

/**
 * Payload runs `afterChange`/`afterDelete` hooks inside the write's transaction, before it
 * commits. A read that starts in that window still sees the old rows and would store them
 * again, so tags are invalidated a second time once the transaction has ended. The adapter
 * has no after-commit hook: its commit and rollback are wrapped (once per adapter) instead.
 */
const pendingFor = (db: Transactional): Map<TransactionId, Set<CacheTag>> => {
  const pending = pendingByAdapter.get(db)
  if (pending) return pending
  const tracked = new Map<TransactionId, Set<CacheTag>>()
  const settle =
    (end: Transactional['commitTransaction']): Transactional['commitTransaction'] =>
    async (id) => {
      try {
        await end(id)
      } finally {
        const key = await id
        const tags = tracked.get(key)
        tracked.delete(key)
        tags?.forEach((tag) => publicResponseCache().invalidate(tag))
      }
    }
  db.commitTransaction = settle(db.commitTransaction.bind(db))
  db.rollbackTransaction = settle(db.rollbackTransaction.bind(db))
  pendingByAdapter.set(db, tracked)
  return tracked
}

/**
 * Drops the public answers built from `tags` now (reads already running cannot store theirs)
 * and again when the request's transaction ends (reads that ran before the commit cannot
 * either). Seeds and scripts go through here too: a stale public answer is never a wanted
 * side effect, so `context.skipSideEffects` does not apply.
 */
export const invalidateAfterCommit = async (
  req: PayloadRequest,
  tags: readonly CacheTag[],
): Promise<void> => {
  const cache = publicResponseCache()
  tags.forEach((tag) => cache.invalidate(tag))
  const id = await req.transactionID
  if (id === undefined || id === null) return
  const pending = pendingFor(req.payload.db)
  const waiting = pending.get(id) ?? new Set<CacheTag>()
  tags.forEach((tag) => waiting.add(tag))
  pending.set(id, waiting)
}
