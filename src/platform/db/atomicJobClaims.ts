import type { Payload, Where } from 'payload'
import type pg from 'pg'

import { type DedicatedConnection, keepDedicatedConnection } from './dedicatedConnection'

/**
 * First key of the advisory locks that say "a living runner holds this job" (the second key is
 * the job's id). Any constant works, as long as nothing else in the database uses it.
 */
const JOB_LOCK_KEY = 72_051

/**
 * Claims the candidates that are still free, in one statement: a row another runner claimed
 * in the meantime no longer matches (PostgreSQL re-checks the condition on the row it waited
 * for), so each job goes to exactly one runner. In the same statement, before it commits, the
 * claiming session takes a shared advisory lock on each job it got: from the moment a claim is
 * visible, the lock that shows its runner is alive is visible too.
 */
const CLAIM_SQL = `
WITH claimed AS (
  UPDATE payload_jobs SET processing = true, updated_at = now()
   WHERE id = ANY($1::int[])
     AND processing IS NOT TRUE AND completed_at IS NULL AND has_error IS NOT TRUE
     AND (wait_until IS NULL OR wait_until <= now())
  RETURNING id
)
SELECT id, pg_advisory_lock_shared(${JOB_LOCK_KEY}, id) FROM claimed`

/** The advisory locks of held jobs: key 1 in `classid`, key 2 in `objid`, `objsubid` 2. */
const HELD_JOB_LOCKS = `
SELECT 1 FROM pg_locks l
 WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
   AND l.classid::bigint = ${JOB_LOCK_KEY} AND l.objid::bigint = j.id`

/** Jobs marked processing whose runner is gone (its session, and so its lock, ended). */
const RELEASE_ORPHANS_SQL = `
UPDATE payload_jobs j SET processing = false
 WHERE j.processing AND NOT EXISTS (${HELD_JOB_LOCKS})
RETURNING j.id`

/** This session's locks on jobs that are no longer processing (finished, failed, deleted). */
const FINISHED_LOCKS_SQL = `
SELECT l.objid::int AS id FROM pg_locks l
 WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2 AND l.pid = pg_backend_pid()
   AND l.classid::bigint = ${JOB_LOCK_KEY}
   AND NOT EXISTS (SELECT 1 FROM payload_jobs j WHERE j.id = l.objid::int AND j.processing)`

type JobId = number | string
type UpdateJobsArgs = {
  id?: JobId
  data: Record<string, unknown>
  limit?: number
  sort?: string | string[]
  where?: Where
  req?: Record<string, unknown>
}
type UpdateJobs = (args: UpdateJobsArgs) => Promise<Record<string, unknown>[] | null>

/** Payload claims jobs by setting `processing: true` (with the `updatedAt` it always adds). */
const isClaim = ({ data }: UpdateJobsArgs): boolean =>
  data.processing === true &&
  Object.keys(data).every((field) => field === 'processing' || field === 'updatedAt')

export type JobClaims = {
  /** Marks runnable again the jobs whose runner is gone; returns how many. */
  releaseOrphans: () => Promise<number>
  /** Drops this runner's locks on jobs it no longer holds. */
  forgetFinished: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Makes Payload's job claims atomic and ties each claim to the living session that made it.
 *
 * Payload 3.90 claims in `runJobs` with the adapter's `updateJobs`: a find of runnable jobs,
 * then one update per job by id — two runners that read the same jobs both run them, and the
 * owner gets the mail twice. Here a claim (an `updateJobs` that sets only `processing: true`)
 * finds the same candidates with Payload's own query, claims them with `CLAIM_SQL` on a
 * dedicated connection (only the still-free ones come back, each locked by that session),
 * then lets Payload's own `updateJobs` return the claimed jobs in its shape.
 *
 * A job marked processing with no lock behind it belongs to no living runner (its process
 * crashed or stopped): `releaseOrphans` makes it runnable again, without touching what a living
 * instance is sending right now. PostgreSQL drops a session's locks when the session ends.
 */
export const claimJobsAtomically = async (
  payload: Payload,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<JobClaims> => {
  const { pool } = payload.db as unknown as { pool: pg.Pool }
  const session: DedicatedConnection = await keepDedicatedConnection({
    connection: pool.options,
    purpose: 'job claim session',
    log,
  })
  const db = payload.db as unknown as { updateJobs: UpdateJobs }
  const updateJobs = db.updateJobs.bind(db)

  db.updateJobs = async (args) => {
    if (!isClaim(args)) return updateJobs(args)
    try {
      return await claim(args)
    } catch (error) {
      // As `guardJobBookkeeping` does for the calls it wraps (ADR 0012): a failed call must not
      // leave the transaction Payload handed it open, holding a pooled connection for good.
      const transactionID = await (args.req?.transactionID as Promise<JobId> | JobId | undefined)
      if (transactionID !== undefined) {
        await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      }
      throw error
    }
  }

  const claim = async (args: UpdateJobsArgs): Promise<Record<string, unknown>[] | null> => {
    const client = session.client()
    // No session, no claim: the next tick tries again (Payload logs the error).
    if (!client) throw new Error('The job claim session is reconnecting; no job claimed now')
    const candidates =
      args.id !== undefined
        ? [args.id]
        : (
            await payload.db.find<{ id: JobId }>({
              collection: 'payload-jobs',
              where: args.where ?? {},
              sort: args.sort,
              limit: args.limit,
              pagination: false,
              req: args.req,
              select: { id: true },
            })
          ).docs.map((job) => job.id)
    if (!candidates.length) return []
    const { rows } = await client.query<{ id: number }>(CLAIM_SQL, [candidates])
    const claimed = rows.map((row) => row.id)
    if (!claimed.length) return []
    try {
      return await updateJobs({
        ...args,
        id: undefined,
        where: { id: { in: claimed } },
        limit: claimed.length,
      })
    } catch (error) {
      // Claimed but never handed to the runner: give them back rather than hold them.
      await pool
        .query('UPDATE payload_jobs SET processing = false WHERE id = ANY($1::int[])', [claimed])
        .catch(() => undefined)
      throw error
    }
  }

  return {
    releaseOrphans: async () => (await pool.query(RELEASE_ORPHANS_SQL)).rowCount ?? 0,
    forgetFinished: async () => {
      const client = session.client()
      if (!client) return
      const { rows } = await client.query<{ id: number }>(FINISHED_LOCKS_SQL)
      for (const { id } of rows) {
        // A job claimed twice by this session (run, then retried) holds the lock twice.
        while (
          (
            await client.query<{ released: boolean }>(
              `SELECT pg_advisory_unlock_shared(${JOB_LOCK_KEY}, $1) AS released`,
              [id],
            )
          ).rows[0]?.released
        );
      }
    },
    stop: async () => {
      db.updateJobs = updateJobs
      await session.stop()
    },
  }
}
