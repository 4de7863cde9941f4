import { describe, expect, it } from 'vitest'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { filterProjects } from './project-search'

const titles = (term: string, category = 'All') =>
  filterProjects(sampleProjects, term, category).map((p) => p.title)

describe('project search', () => {
  it('matches the title, case-insensitively', () => {
    expect(titles('E-COMMERCE')).toEqual(['E-Commerce Platform'])
  })

  it('matches any technology', () => {
    expect(titles('stripe')).toEqual(['E-Commerce Platform'])
  })

  it('matches the description', () => {
    expect(titles('kanban')).toEqual(['Task Management App'])
  })

  it('returns everything for an empty term and nothing for a miss', () => {
    expect(titles('')).toHaveLength(5)
    expect(titles('zzz-no-match')).toEqual([])
  })

  it('applies the category filter exactly', () => {
    expect(titles('', 'Open Source')).toEqual(
      sampleProjects.filter((p) => p.category === 'Open Source').map((p) => p.title),
    )
  })
})
