const MINUTE = 60_000

/**
 * How long each kind of preview token lives. A preview link is short-lived (it may be pasted
 * elsewhere). The live-preview frame's address lives as long as an admin session (Payload's
 * default token lifetime, two hours): the frame keeps reading with it while the owner types.
 */
export const PREVIEW_LIFETIMES = {
  link: { ttlMs: 15 * MINUTE, stepMs: MINUTE },
  live: { ttlMs: 120 * MINUTE, stepMs: 30 * MINUTE },
} as const

export type PreviewKind = keyof typeof PREVIEW_LIFETIMES

/**
 * The expiry of a token issued now, rounded up to the kind's step. Payload recomputes the
 * preview addresses after every save (autosave too); the same address within a step keeps the
 * admin from reloading the live-preview frame each time. Lives between `ttlMs` and `ttlMs + stepMs`.
 */
export const previewExpiry = (kind: PreviewKind, now: number = Date.now()): number => {
  const { ttlMs, stepMs } = PREVIEW_LIFETIMES[kind]
  return Math.ceil((now + ttlMs) / stepMs) * stepMs
}
