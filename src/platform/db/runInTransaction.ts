import type { Payload } from 'payload'

import type { TransactionId } from './transactionSql'

/**
 * Runs `work` in a database transaction of its own: committed when it resolves, rolled back when
 * it throws. Local API calls join it with `req: { transactionID }` (Payload then leaves the commit
 * to us; an operation that fails rolls it back itself), raw SQL through `sqlRunnerOf`. Commit and
 * rollback go through the adapter, whose wrapped versions drop the public answers the
 * transaction's writes made stale once it has ended (`invalidateAfterCommit`).
 */
export const runInTransaction = async <T>(
  payload: Payload,
  work: (transactionID: TransactionId) => Promise<T>,
): Promise<T> => {
  const transactionID = await payload.db.beginTransaction()
  // The Postgres adapter always has transactions; without one, no lock could be held.
  if (transactionID === null) throw new Error('The database adapter has no transactions.')
  try {
    const result = await work(transactionID)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
