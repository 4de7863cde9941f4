import { env } from '../../platform/config/env'

/** Tunables of the email queue (production defaults in src/platform/config/env.ts). */

/** The jobs queue that carries outgoing mail. */
export const EMAIL_QUEUE = 'email'

/** First retry delay, doubling after: a hiccup costs seconds, a long outage is not hammered. */
export const EMAIL_RETRY_BASE_MS = env.EMAIL_RETRY_BASE_MS

/** Retries of one notification job after its first attempt; then the requeue sweep takes over. */
export const EMAIL_RETRY_ATTEMPTS = env.EMAIL_RETRY_ATTEMPTS

/** How often the server picks up due jobs (croner syntax; the first field is seconds). */
export const EMAIL_QUEUE_CRON = env.EMAIL_QUEUE_CRON

/** How often unsent inquiries whose job gave up get a fresh one, so nothing waits forever. */
export const EMAIL_REQUEUE_CRON = env.EMAIL_REQUEUE_CRON

/** Jobs picked up per tick. */
export const EMAIL_QUEUE_BATCH = env.EMAIL_QUEUE_BATCH

/** Whether this instance runs the queue (any may: claims are atomic); false: web only. */
export const JOBS_AUTORUN = env.JOBS_AUTORUN

/** How often the claims of finished jobs and of instances gone mid-send are released. */
export const JOB_CLAIM_CHECK_MS = 15_000
