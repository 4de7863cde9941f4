import type { PoolConfig } from 'pg'

/**
 * node-postgres pool settings that keep a database outage from hanging requests:
 * - a connection (new, or a free one from the pool) must be had within 3 s: a stopped server
 *   refuses at once anyway, a hung one is given up on, and an overloaded pool sheds load rather
 *   than queueing without end;
 * - the server cancels any statement running longer than 5 s, and the client gives up on one
 *   after 6 s (a hung server that never answers);
 * - a transaction left idle for 30 s is ended by the server, releasing its locks;
 * - TCP keep-alive notices dead peers on idle connections.
 * Every query this app makes takes milliseconds; migrations run with the same limits.
 */
export const databasePoolOptions = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  idle_in_transaction_session_timeout: 30_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
} satisfies PoolConfig
