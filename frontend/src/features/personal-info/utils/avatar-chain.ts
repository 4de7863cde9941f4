/** The avatar files tried in order (spec section 2); any may be missing from the deployment. */
export const AVATAR_CANDIDATES = ['/profile.png', '/profile.jpg', '/profile.svg'] as const

export type AvatarChainDeps = {
  /** Resolves true when the image at `src` loads. */
  probe: (src: string) => Promise<boolean>
  wait: (ms: number) => Promise<void>
}

/**
 * Tries each candidate in turn with a pause between tries and answers the first that loads, or
 * null when none does (the caller then shows initials). Never throws: failure is silent.
 */
export const resolveAvatar = async (
  candidates: readonly string[],
  pauseMs: number,
  { probe, wait }: AvatarChainDeps,
): Promise<string | null> => {
  for (const [index, src] of candidates.entries()) {
    if (index > 0) await wait(pauseMs)
    if (await probe(src).catch(() => false)) return src
  }
  return null
}
