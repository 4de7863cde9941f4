import type { SkillDto } from '@shared/apiTypes'
import { SKILL_CATEGORIES } from '@shared/model'

import { ALL_CATEGORIES, matchesCategory, matchesTerm } from '@/lib/search'

/** The dropdown's options in spec order: All, Frontend, Backend, Server, Cloud, General. */
export const SKILL_FILTER_CATEGORIES = [ALL_CATEGORIES, ...SKILL_CATEGORIES] as const

/** How many skills each option covers, counted on the full list (the search does not change them). */
export const countByCategory = (skills: SkillDto[]): Record<string, number> => {
  const counts: Record<string, number> = Object.fromEntries(
    SKILL_FILTER_CATEGORIES.map((c) => [c, 0]),
  )
  counts[ALL_CATEGORIES] = skills.length
  for (const skill of skills) counts[skill.category] = (counts[skill.category] ?? 0) + 1
  return counts
}

/** Skills matching the category (exact; All = any) and the term (name, description, category). */
export const filterSkills = (skills: SkillDto[], term: string, category: string): SkillDto[] =>
  skills.filter(
    (skill) =>
      matchesCategory(category, skill.category) &&
      matchesTerm(term, [skill.name, skill.description, skill.category]),
  )

/** 'Showing N skill(s)' plus ' in {category}' and ' for "{term}"' when those filters are on. */
export const resultsHeading = (count: number, category: string, term: string): string => {
  let text = `Showing ${count} ${count === 1 ? 'skill' : 'skills'}`
  if (category !== ALL_CATEGORIES) text += ` in ${category}`
  if (term.trim()) text += ` for "${term.trim()}"`
  return text
}

/** The home Tech Stack: the named skills in the given order, skipping any the list lacks. */
export const pickSkills = (skills: SkillDto[], names: readonly string[]): SkillDto[] =>
  names.flatMap(
    (name) => skills.find((skill) => skill.name.toLowerCase() === name.toLowerCase()) ?? [],
  )
