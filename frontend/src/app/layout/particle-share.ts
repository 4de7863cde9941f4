import { LOOK_ATTRIBUTES, PARTICLE_SHARE } from '@shared/look/lookAttributes'

/**
 * The share of the particles the owner's Look asks for, from the attribute the server writes on
 * `<html>`; all of them without one (today's look) or with one this build does not know.
 */
export const particleShare = (root: Element): number => {
  const motion = root.getAttribute(LOOK_ATTRIBUTES.animation)
  return motion !== null && Object.hasOwn(PARTICLE_SHARE, motion)
    ? PARTICLE_SHARE[motion as keyof typeof PARTICLE_SHARE]
    : 1
}
