/** Tunables of the email queue; production defaults, overridable by environment (tests shorten them). */

const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback
}

/** The jobs queue that carries outgoing mail. */
export const EMAIL_QUEUE = 'email'

/**
 * First retry delay; each later one doubles (10 s, 20 s, 40 s … ≈ 21 min for the 8th), so a
 * short SMTP hiccup costs seconds and a long outage is not hammered.
 */
export const EMAIL_RETRY_BASE_MS = numberFromEnv('EMAIL_RETRY_BASE_MS', 10_000)

/** Retries of one notification job after its first attempt; then the requeue sweep takes over. */
export const EMAIL_RETRY_ATTEMPTS = numberFromEnv('EMAIL_RETRY_ATTEMPTS', 8)

/** How often the server picks up due jobs (croner syntax; the first field is seconds). */
export const EMAIL_QUEUE_CRON = process.env.EMAIL_QUEUE_CRON || '*/5 * * * * *'

/**
 * How often inquiries still pending or failed, whose job has given up, get a fresh job: the
 * cap on the wait between attempts during a long outage, so nothing waits forever.
 */
export const EMAIL_REQUEUE_CRON = process.env.EMAIL_REQUEUE_CRON || '0 */5 * * * *'

/** Jobs picked up per tick. */
export const EMAIL_QUEUE_BATCH = numberFromEnv('EMAIL_QUEUE_BATCH', 20)

/** `JOBS_AUTORUN=false` on every instance but one when the app is scaled out (one runner only). */
export const JOBS_AUTORUN = process.env.JOBS_AUTORUN !== 'false'
