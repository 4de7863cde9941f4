import { describe, expect, it } from 'vitest'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { selectFeaturedProjects } from './featured-projects'

const make = (id: number, featured: boolean, deleted = false) => ({
  ...sampleProjects[0],
  id,
  featured,
  deleted,
})

describe('home featured projects', () => {
  it('shows featured projects only, at most four', () => {
    const projects = [
      make(1, true),
      make(2, false),
      make(3, true),
      make(4, true),
      make(5, true),
      make(6, true),
    ]
    expect(selectFeaturedProjects(projects).map((p) => p.id)).toEqual([1, 3, 4, 5])
  })

  it('shows two or three featured ones as they are', () => {
    const projects = [make(1, false), make(2, true), make(3, false), make(4, true)]
    expect(selectFeaturedProjects(projects).map((p) => p.id)).toEqual([2, 4])
  })

  it('falls back to the first four active projects when fewer than two are featured', () => {
    const projects = [
      make(1, false),
      make(2, false, true),
      make(3, true),
      make(4, false),
      make(5, false),
      make(6, false),
    ]
    expect(selectFeaturedProjects(projects).map((p) => p.id)).toEqual([1, 3, 4, 5])
    expect(selectFeaturedProjects([make(1, false), make(2, false)]).map((p) => p.id)).toEqual([
      1, 2,
    ])
  })

  it('never shows deleted projects', () => {
    const projects = [make(1, true, true), make(2, true), make(3, true)]
    expect(selectFeaturedProjects(projects).map((p) => p.id)).toEqual([2, 3])
  })

  it('shows four of the five built-in samples (all featured)', () => {
    expect(selectFeaturedProjects(sampleProjects).map((p) => p.id)).toEqual([1, 2, 3, 4])
  })
})
