import { env } from '../../platform/config/env'

/** Tunables of the email queue (production defaults in src/platform/config/env.ts). */

/** The jobs queue that carries outgoing mail. */
export const EMAIL_QUEUE = 'email'

/**
 * First retry delay; each later one doubles (10 s, 20 s, 40 s … ≈ 21 min for the 8th), so a
 * short SMTP hiccup costs seconds and a long outage is not hammered.
 */
export const EMAIL_RETRY_BASE_MS = env.EMAIL_RETRY_BASE_MS

/** Retries of one notification job after its first attempt; then the requeue sweep takes over. */
export const EMAIL_RETRY_ATTEMPTS = env.EMAIL_RETRY_ATTEMPTS

/** How often the server picks up due jobs (croner syntax; the first field is seconds). */
export const EMAIL_QUEUE_CRON = env.EMAIL_QUEUE_CRON

/**
 * How often inquiries still pending or failed, whose job has given up, get a fresh job: the
 * cap on the wait between attempts during a long outage, so nothing waits forever.
 */
export const EMAIL_REQUEUE_CRON = env.EMAIL_REQUEUE_CRON

/** Jobs picked up per tick. */
export const EMAIL_QUEUE_BATCH = env.EMAIL_QUEUE_BATCH

/**
 * Whether this instance runs the queue. Every instance may (claims are atomic and tied to the
 * claiming instance, `platform/db/atomicJobClaims.ts`); `false` makes it a web-only instance.
 */
export const JOBS_AUTORUN = env.JOBS_AUTORUN

/**
 * How often an instance drops its locks on finished jobs and frees the jobs of instances that
 * stopped or crashed mid-send (their claims are released within this time, and at every start).
 */
export const JOB_CLAIM_CHECK_MS = 15_000
