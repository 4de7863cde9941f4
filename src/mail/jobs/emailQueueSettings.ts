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

/** `JOBS_AUTORUN=false` on every instance but one when the app is scaled out (one runner only). */
export const JOBS_AUTORUN = env.JOBS_AUTORUN
