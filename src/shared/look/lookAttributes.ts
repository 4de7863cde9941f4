import type { Look } from './look'

/*
 * What the site's first page needs of the Look, apart from look.ts: the rest of the Look's code
 * (choices, contrast, CSS) then loads only with a live preview, never on a visitor's first visit.
 */

/** Particles drawn, as a share of the specification's count. */
export const PARTICLE_SHARE: Record<Look['animation'], number> = {
  particles: 1,
  fewer: 0.4,
  none: 0,
}

/**
 * What the server writes on `<html>` for the site's scripts before they run: the scheme a
 * visitor without a choice of their own gets, and the background animation. Absent: today's.
 */
export const LOOK_ATTRIBUTES = { scheme: 'data-default-theme', animation: 'data-motion' } as const
