import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'

import { publishInvalidation } from './cacheInvalidationChannel'
import { type CacheTag, publicResponseCache } from '../publicReads/responseCache'

type TransactionId = number | string
type Transactional = Pick<BaseDatabaseAdapter, 'commitTransaction' | 'rollbackTransaction'> & {
  pool?: Parameters<typeof publishInvalidation>[0]
}

const publish = async (db: Transactional, tags: Iterable<CacheTag>): Promise<void> => {
  if (db.pool) await publishInvalidation(db.pool, [...tags])
}

const pendingByAdapter = new WeakMap<Transactional, Map<TransactionId, Set<CacheTag>>>()

/**
 * Hooks run before the commit, and a read in that window would store the old rows again: so tags
 * are dropped once more when the transaction ends, by wrapping the adapter's commit and rollback.
 */
const pendingFor = (db: Transactional): Map<TransactionId, Set<CacheTag>> => {
  const pending = pendingByAdapter.get(db)
  if (pending) return pending
  const tracked = new Map<TransactionId, Set<CacheTag>>()
  const settle =
    (
      end: Transactional['commitTransaction'],
      committed: boolean,
    ): Transactional['commitTransaction'] =>
    async (id) => {
      let ended = false
      try {
        await end(id)
        ended = true
      } finally {
        const key = await id
        const tags = tracked.get(key)
        tracked.delete(key)
        tags?.forEach((tag) => publicResponseCache().invalidate(tag))
        // Only a committed write is news to the other instances; they saw nothing before it.
        if (tags && committed && ended) await publish(db, tags)
      }
    }
  db.commitTransaction = settle(db.commitTransaction.bind(db), true)
  db.rollbackTransaction = settle(db.rollbackTransaction.bind(db), false)
  pendingByAdapter.set(db, tracked)
  return tracked
}

/** Now and again when the transaction ends; seeds too (`skipSideEffects` does not apply). */
export const invalidateAfterCommit = async (
  req: PayloadRequest,
  tags: readonly CacheTag[],
): Promise<void> => {
  const cache = publicResponseCache()
  tags.forEach((tag) => cache.invalidate(tag))
  const id = await req.transactionID
  // No transaction: the write is already committed.
  if (id === undefined || id === null) return publish(req.payload.db, tags)
  const pending = pendingFor(req.payload.db)
  const waiting = pending.get(id) ?? new Set<CacheTag>()
  tags.forEach((tag) => waiting.add(tag))
  pending.set(id, waiting)
}
