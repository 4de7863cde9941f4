import type { SkillDto } from '@shared/apiTypes'
import { SKILL_CATEGORIES } from '@shared/model'

import type { skillsWords } from '@/i18n/en/skills'
import type { Translate } from '@/i18n/site-words'
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

/** A category's name in the page's language ('All' and the spec's five); any other as it is. */
export const categoryLabel = (t: Translate<keyof typeof skillsWords>, category: string): string =>
  (SKILL_FILTER_CATEGORIES as readonly string[]).includes(category)
    ? t(`skills.category.${category}` as keyof typeof skillsWords)
    : category

/** 'Showing N skill(s)' plus ' in {category}' and ' for "{term}"' when those filters are on. */
export const resultsHeading = (
  t: Translate<keyof typeof skillsWords>,
  count: number,
  category: string,
  term: string,
): string => {
  const inCategory = category !== ALL_CATEGORIES
  const trimmed = term.trim()
  const key = inCategory
    ? trimmed
      ? 'skills.showingInCategoryForTerm'
      : 'skills.showingInCategory'
    : trimmed
      ? 'skills.showingForTerm'
      : 'skills.showing'
  return t(key, { count, category: categoryLabel(t, category), term: trimmed })
}

/** The home Tech Stack: the named skills in the given order, skipping any the list lacks. */
export const pickSkills = (skills: SkillDto[], names: readonly string[]): SkillDto[] =>
  names.flatMap(
    (name) => skills.find((skill) => skill.name.toLowerCase() === name.toLowerCase()) ?? [],
  )
