/**
 * Where an inquiry's email to the owner stands:
 * pending (queued, not yet tried) → sent, or failed (tried; retried later) → sent;
 * skipped (notifications off, or created by a seed/test) and spam (honeypot) are never sent.
 */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped', 'spam'] as const

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

/** The statuses that still owe the owner an email. */
export const UNSENT_STATUSES: NotificationStatus[] = ['pending', 'failed']
