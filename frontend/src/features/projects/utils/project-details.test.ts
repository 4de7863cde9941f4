import type { ProjectDto } from '@shared/apiTypes'
import { describe, expect, it } from 'vitest'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { ar } from '@/i18n/ar'
import { words as arProject } from '@/i18n/ar/project'
import { en } from '@/i18n/en'
import { es } from '@/i18n/es'
import { words as esProject } from '@/i18n/es/project'
import { createSiteWords } from '@/i18n/site-words'
import {
  challengePairs,
  descriptionParagraphs,
  projectDuration,
  projectFeatures,
  projectTeamSize,
} from './project-details'

const base = sampleProjects[0]
const project = (changes: Partial<ProjectDto>): ProjectDto => ({ ...base, ...changes })
// An English page read by a visitor whose browser prefers US English.
const english = createSiteWords('en', en, en, ['en-US'])

describe('Duration box', () => {
  it('shows start and end as locale dates', () => {
    expect(
      projectDuration(project({ startDate: '2023-03-01', endDate: '2023-09-15' }), english),
    ).toBe('3/1/2023 - 9/15/2023')
    // A British visitor of the English page sees the day first, as before the catalogue.
    expect(
      projectDuration(
        project({ startDate: '2023-03-01', endDate: null }),
        createSiteWords('en', en, en, ['en-GB', 'en']),
      ),
    ).toBe('01/03/2023 - Present')
  })

  it('writes the dates and words of the page language with Intl', () => {
    const dated = project({ startDate: '2023-03-01', endDate: null })
    expect(
      projectDuration(dated, createSiteWords('es', { ...es, ...esProject }, en, ['en-US'])),
    ).toBe('1/3/2023 - Actualidad')
    const arabic = projectDuration(
      dated,
      createSiteWords('ar', { ...ar, ...arProject }, en, ['en-US']),
    )
    expect(arabic).toBe(`${new Intl.DateTimeFormat('ar').format(new Date(2023, 2, 1))} - حتى الآن`)
    expect(arabic).not.toContain('3/1/2023')
  })

  it('shows Present for a project without an end date', () => {
    expect(projectDuration(project({ startDate: '2024-01-10', endDate: null }), english)).toBe(
      '1/10/2024 - Present',
    )
  })

  it('falls back to the technologies, then N/A', () => {
    expect(
      projectDuration(project({ startDate: null, technologies: ['React', 'Node.js'] }), english),
    ).toBe('React, Node.js')
    expect(projectDuration(project({ startDate: null, technologies: [] }), english)).toBe('N/A')
  })
})

describe('Team Size box', () => {
  it("shows 'N members', else 'Tech Stack: Full Stack'", () => {
    const { t } = english
    expect(projectTeamSize(project({ teamSize: 4 }), t)).toBe('4 members')
    expect(projectTeamSize(project({ teamSize: 1 }), t)).toBe('1 member')
    expect(projectTeamSize(project({ teamSize: null }), t)).toBe('Tech Stack: Full Stack')
    expect(projectTeamSize(project({ teamSize: 0 }), t)).toBe('Tech Stack: Full Stack')
  })
})

describe('Key Features', () => {
  it('fall back to the technologies', () => {
    expect(projectFeatures(project({ features: ['Search'] }))).toEqual(['Search'])
    expect(projectFeatures(project({ features: [], technologies: ['Vue'] }))).toEqual(['Vue'])
  })
})

describe('Challenges & Solutions', () => {
  it('pairs challenge i with solution i, falling back to the description', () => {
    const pairs = challengePairs(
      project({
        challenges: ['Slow', 'Flaky'],
        solutions: ['Cache'],
        description: 'The description',
      }),
    )
    expect(pairs).toEqual([
      { challenge: 'Slow', solution: 'Cache' },
      { challenge: 'Flaky', solution: 'The description' },
    ])
  })

  it('shows the description alone when there are no challenges', () => {
    expect(challengePairs(project({ challenges: [], solutions: [], description: 'Desc' }))).toEqual(
      [{ challenge: null, solution: 'Desc' }],
    )
  })
})

describe('long description', () => {
  it('splits into paragraphs, falling back to the description', () => {
    expect(descriptionParagraphs(project({ longDescription: 'One.\n\nTwo.\n \nThree.' }))).toEqual([
      'One.',
      'Two.',
      'Three.',
    ])
    expect(
      descriptionParagraphs(project({ longDescription: '  ', description: 'Short.' })),
    ).toEqual(['Short.'])
  })
})
