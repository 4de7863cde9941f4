import type { Payload } from 'payload'

/** The id Payload's database adapter gives a transaction (`beginTransaction`). */
export type TransactionId = number | string

/** What runs a drizzle `sql` statement: the pool, or one transaction's session. */
export type SqlRunner = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * Where raw SQL belonging to a Payload transaction runs: that transaction's session, so the
 * statement commits or rolls back with the Local API calls made in it (`req: { transactionID }`).
 * With no transaction (or one already ended), the pool.
 */
export const sqlRunnerOf = (
  payload: Payload,
  transactionID: TransactionId | null | undefined,
): SqlRunner => {
  const { db } = payload
  const sessions = db.sessions as Record<TransactionId, { db: SqlRunner } | undefined>
  return (
    (transactionID !== undefined && transactionID !== null && sessions[transactionID]?.db) ||
    db.drizzle
  )
}
