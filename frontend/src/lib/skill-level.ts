export type SkillLevelLabel = 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner'

/** Spec section 9: 90+ Expert, 75+ Advanced, 60+ Intermediate, below that Beginner. */
export const skillLevelLabel = (level: number): SkillLevelLabel => {
  if (level >= 90) return 'Expert'
  if (level >= 75) return 'Advanced'
  if (level >= 60) return 'Intermediate'
  return 'Beginner'
}

/** Filled stars out of five: floor(level / 20), kept within 0–5. */
export const filledStars = (level: number): number =>
  Math.min(5, Math.max(0, Math.floor(level / 20)))

/** A level as a whole percentage within 0–100, for progress bars. */
export const clampLevel = (level: number): number => Math.min(100, Math.max(0, Math.round(level)))
