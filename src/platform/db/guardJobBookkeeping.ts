import type { Payload } from 'payload'

type UpdateJobsArgs = { req?: { transactionID?: number | string | Promise<number | string> } }
type UpdateJobs = (args: UpdateJobsArgs) => Promise<unknown[] | null>

const guarded = new WeakSet<object>()

/**
 * Makes Payload's job bookkeeping end its transactions when a write fails.
 *
 * Payload 3.90's `updateJobs` (queues/utilities/updateJob.js) begins a transaction, calls the
 * adapter's `updateJobs`, and commits, with no rollback when the call throws. A throw is
 * ordinary when runners race: a job that another runner finished and deleted makes the failure
 * write (`insert into payload_jobs_log`) break its foreign key. Each such throw left a pooled
 * connection checked out in a transaction forever; enough of them drained the pool and the API
 * answered 503 for good. Here a failed call rolls its transaction back before rethrowing (in
 * PostgreSQL a transaction whose statement failed can only be rolled back anyway; every
 * caller of the adapter's `updateJobs` hands it a transaction of its own).
 *
 * A job missing after the update (deleted under us) is also reported as "no job" instead of
 * `[null]`, which Payload read as a job (`Cannot read properties of null (reading 'log')`).
 */
export const guardJobBookkeeping = (payload: Payload): void => {
  const db = payload.db as unknown as { updateJobs: UpdateJobs }
  if (guarded.has(db)) return
  guarded.add(db)
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    try {
      const jobs = await updateJobs(args)
      return jobs ? jobs.filter((job) => job !== null && job !== undefined) : jobs
    } catch (error) {
      const transactionID = await args.req?.transactionID
      if (transactionID !== undefined) {
        await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      }
      throw error
    }
  }
}
