import type { ProjectDto } from '@shared/apiTypes'
import { describe, expect, it } from 'vitest'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import {
  challengePairs,
  descriptionParagraphs,
  projectDuration,
  projectFeatures,
  projectTeamSize,
} from './project-details'

const base = sampleProjects[0]
const project = (changes: Partial<ProjectDto>): ProjectDto => ({ ...base, ...changes })

describe('Duration box', () => {
  it('shows start and end as locale dates', () => {
    expect(
      projectDuration(project({ startDate: '2023-03-01', endDate: '2023-09-15' }), 'en-US'),
    ).toBe('3/1/2023 - 9/15/2023')
  })

  it('shows Present for a project without an end date', () => {
    expect(projectDuration(project({ startDate: '2024-01-10', endDate: null }), 'en-US')).toBe(
      '1/10/2024 - Present',
    )
  })

  it('falls back to the technologies, then N/A', () => {
    expect(projectDuration(project({ startDate: null, technologies: ['React', 'Node.js'] }))).toBe(
      'React, Node.js',
    )
    expect(projectDuration(project({ startDate: null, technologies: [] }))).toBe('N/A')
  })
})

describe('Team Size box', () => {
  it("shows 'N members', else 'Tech Stack: Full Stack'", () => {
    expect(projectTeamSize(project({ teamSize: 4 }))).toBe('4 members')
    expect(projectTeamSize(project({ teamSize: 1 }))).toBe('1 member')
    expect(projectTeamSize(project({ teamSize: null }))).toBe('Tech Stack: Full Stack')
    expect(projectTeamSize(project({ teamSize: 0 }))).toBe('Tech Stack: Full Stack')
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
