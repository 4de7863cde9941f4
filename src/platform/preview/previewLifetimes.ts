const MINUTE = 60_000

/** A link may be pasted elsewhere; the live frame's lives as long as an admin session (2 h). */
export const PREVIEW_LIFETIMES = {
  link: { ttlMs: 15 * MINUTE, stepMs: MINUTE },
  live: { ttlMs: 120 * MINUTE, stepMs: 30 * MINUTE },
} as const

export type PreviewKind = keyof typeof PREVIEW_LIFETIMES

/** Rounded up: Payload recomputes the addresses on every autosave, which reloads the frame. */
export const previewExpiry = (kind: PreviewKind, now: number = Date.now()): number => {
  const { ttlMs, stepMs } = PREVIEW_LIFETIMES[kind]
  return Math.ceil((now + ttlMs) / stepMs) * stepMs
}
