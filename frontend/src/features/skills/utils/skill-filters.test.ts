import { describe, expect, it } from 'vitest'

import { sampleSkills } from '@shared/sampleData/sampleSkills'
import { en } from '@/i18n/en'
import { es } from '@/i18n/es'
import { words as esSkills } from '@/i18n/es/skills'
import { createSiteWords } from '@/i18n/site-words'
import {
  countByCategory,
  filterSkills,
  pickSkills,
  resultsHeading,
  SKILL_FILTER_CATEGORIES,
} from './skill-filters'

describe('skills filters', () => {
  it('offers All, Frontend, Backend, Server, Cloud, General in that order', () => {
    expect(SKILL_FILTER_CATEGORIES).toEqual([
      'All',
      'Frontend',
      'Backend',
      'Server',
      'Cloud',
      'General',
    ])
  })

  it('counts every category from the full list', () => {
    const counts = countByCategory(sampleSkills)
    expect(counts.All).toBe(sampleSkills.length)
    for (const category of SKILL_FILTER_CATEGORIES.slice(1)) {
      expect(counts[category]).toBe(
        sampleSkills.filter((skill) => skill.category === category).length,
      )
    }
    expect(countByCategory([])).toEqual({
      All: 0,
      Frontend: 0,
      Backend: 0,
      Server: 0,
      Cloud: 0,
      General: 0,
    })
  })

  it('searches name, description and category, case-insensitively', () => {
    expect(filterSkills(sampleSkills, 'typescript', 'All').map((s) => s.name)).toContain(
      'TypeScript',
    )
    expect(
      filterSkills(sampleSkills, 'CLOUD', 'All').every((s) =>
        /cloud/i.test(`${s.name} ${s.description} ${s.category}`),
      ),
    ).toBe(true)
    expect(filterSkills(sampleSkills, 'hooks', 'All').map((s) => s.name)).toContain('React')
  })

  it('combines the category with the term', () => {
    const result = filterSkills(sampleSkills, 'react', 'Frontend')
    expect(result.length).toBeGreaterThan(0)
    expect(result.every((s) => s.category === 'Frontend')).toBe(true)
    expect(filterSkills(sampleSkills, 'react', 'Cloud').every((s) => s.category === 'Cloud')).toBe(
      true,
    )
  })

  it("words the heading 'Showing N skill(s)' with ' in {category}' and ' for \"{term}\"'", () => {
    const { t } = createSiteWords('en', en, en, [])
    expect(resultsHeading(t, 70, 'All', '')).toBe('Showing 70 skills')
    expect(resultsHeading(t, 1, 'All', '')).toBe('Showing 1 skill')
    expect(resultsHeading(t, 12, 'Backend', '')).toBe('Showing 12 skills in Backend')
    expect(resultsHeading(t, 3, 'All', ' node ')).toBe('Showing 3 skills for "node"')
    expect(resultsHeading(t, 0, 'Cloud', 'react')).toBe('Showing 0 skills in Cloud for "react"')
  })

  it('words the heading in the page language, the category named in it too', () => {
    const { t } = createSiteWords('es', { ...es, ...esSkills }, en, [])
    expect(resultsHeading(t, 1, 'All', '')).toBe('Mostrando 1 habilidad')
    expect(resultsHeading(t, 12, 'Cloud', ' node ')).toBe(
      'Mostrando 12 habilidades en Nube para «node»',
    )
  })

  it('picks the Tech Stack skills in the given order', () => {
    const names = ['MongoDB', 'Node.js', 'React', 'NestJS', 'Git', 'TypeScript']
    expect(pickSkills(sampleSkills, names).map((s) => s.name)).toEqual(names)
    expect(
      pickSkills(
        sampleSkills.filter((s) => s.name !== 'Git'),
        names,
      ).map((s) => s.name),
    ).toEqual(names.filter((n) => n !== 'Git'))
  })
})
