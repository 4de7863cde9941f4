import { SKILL_LIMITS } from '../../shared/model'

/** JSON Resume's levels are free text; the site's are 0–100 (ADR 0035). */
const NAMED_SKILL_LEVELS: Readonly<Record<string, number>> = {
  master: 95,
  expert: 90,
  advanced: 80,
  proficient: 70,
  intermediate: 60,
  competent: 50,
  basic: 40,
  elementary: 35,
  beginner: 30,
  novice: 25,
}

export const DEFAULT_SKILL_LEVEL = 50

/** A named level, "85%", "85" or "4/5" (→ 80) as the site's number; null for anything else. */
export const skillLevelOf = (level: string): number | null => {
  const text = level.trim().toLowerCase()
  if (text in NAMED_SKILL_LEVELS) return NAMED_SKILL_LEVELS[text]!
  const percent = /^(\d{1,3})(?:\.\d+)?\s*%?$/.exec(text)
  if (percent) {
    const value = Number(percent[1])
    return value <= SKILL_LIMITS.level.max ? value : null
  }
  const rating = /^(\d+(?:\.\d+)?)\s*\/\s*(5|10)$/.exec(text)
  if (rating) {
    const value = Number(rating[1]) / Number(rating[2])
    return value <= 1 ? Math.round(value * SKILL_LIMITS.level.max) : null
  }
  return null
}
