/** pending or failed → sent; skipped (notifications off, seed) and spam are never sent. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped', 'spam'] as const

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

/** The statuses that still owe the owner an email. */
export const UNSENT_STATUSES: NotificationStatus[] = ['pending', 'failed']
