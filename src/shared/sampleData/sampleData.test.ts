import { describe, it, expect } from 'vitest'
import { SKILL_CATEGORIES } from '../model'
import { defaultPersonalInfo } from './defaultPersonalInfo'
import { sampleEducation } from './sampleEducation'
import { sampleExperiences } from './sampleExperiences'
import { sampleInterests } from './sampleInterests'
import { samplePosts } from './samplePosts'
import { sampleProjects } from './sampleProjects'
import { sampleSkills } from './sampleSkills'

const isUnique = (values: unknown[]): boolean => new Set(values).size === values.length

describe('sample projects', () => {
  it('has the five featured projects in order', () => {
    expect(sampleProjects.map((p) => p.title)).toEqual([
      'E-Commerce Platform',
      'Task Management App',
      'Car Auction Platform',
      'Inventory Management System',
      'Cyber Security Site',
    ])
    expect(sampleProjects.every((p) => p.featured && !p.deleted)).toBe(true)
    expect(sampleProjects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('has unique ids and slugs', () => {
    expect(isUnique(sampleProjects.map((p) => p.id))).toBe(true)
    expect(isUnique(sampleProjects.map((p) => p.slug))).toBe(true)
  })

  it('pairs every challenge with a solution and every gallery item with a media slot', () => {
    for (const p of sampleProjects) {
      expect(p.solutions.length).toBe(p.challenges.length)
      expect(p.galleryMedia.length).toBe(p.gallery.length)
    }
  })
})

describe('sample skills', () => {
  it('has about 70 skills', () => {
    expect(sampleSkills.length).toBeGreaterThanOrEqual(68)
    expect(sampleSkills.length).toBeLessThanOrEqual(72)
  })

  it('has unique ids and slugs', () => {
    expect(isUnique(sampleSkills.map((s) => s.id))).toBe(true)
    expect(isUnique(sampleSkills.map((s) => s.slug))).toBe(true)
    for (const s of sampleSkills) expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('has at least 8 skills in every category', () => {
    for (const category of SKILL_CATEGORIES) {
      expect(sampleSkills.filter((s) => s.category === category).length).toBeGreaterThanOrEqual(8)
    }
  })

  it('includes the home tech stack skills by name', () => {
    const names = sampleSkills.map((s) => s.name)
    for (const name of ['MongoDB', 'Node.js', 'React', 'NestJS', 'Git', 'TypeScript']) {
      expect(names).toContain(name)
    }
  })

  it('keeps levels within 0..100', () => {
    for (const s of sampleSkills) {
      expect(s.level).toBeGreaterThanOrEqual(0)
      expect(s.level).toBeLessThanOrEqual(100)
    }
  })
})

describe('other sample records', () => {
  it('has 2 experiences, 2 education entries and 4 interests in order', () => {
    expect(sampleExperiences).toHaveLength(2)
    expect(sampleEducation).toHaveLength(2)
    expect(sampleInterests.map((i) => i.title)).toEqual([
      'Food',
      'Photography',
      'Music Production',
      'Rock Climbing',
    ])
  })

  it('has unique ids in every list', () => {
    expect(isUnique(sampleExperiences.map((e) => e.id))).toBe(true)
    expect(isUnique(sampleEducation.map((e) => e.id))).toBe(true)
    expect(isUnique(sampleInterests.map((i) => i.id))).toBe(true)
  })

  it('has the static stats of the spec', () => {
    expect(defaultPersonalInfo.stats).toEqual({
      yearsExperience: 2,
      projectCount: 10,
      companiesWorked: 2,
      passionLevel: 100,
    })
  })
})

describe('sample posts', () => {
  it('are two published posts, newest first, with unique ids and slugs', () => {
    expect(samplePosts).toHaveLength(2)
    expect(isUnique(samplePosts.map((p) => p.id))).toBe(true)
    expect(isUnique(samplePosts.map((p) => p.slug))).toBe(true)
    const dates = samplePosts.map((p) => Date.parse(p.publishedAt ?? ''))
    expect(dates[0]).toBeGreaterThan(dates[1]!)
    expect(samplePosts.every((p) => !p.deleted && p.readingMinutes >= 1)).toBe(true)
  })

  it('carry a code block highlighted as the server does: its tokens spell its code', () => {
    const code = samplePosts
      .flatMap((p) => p.bodyRich?.blocks ?? [])
      .filter((b) => b.type === 'code')
    expect(code).toHaveLength(1)
    for (const block of code) {
      expect(block.tokens.map((token) => token.text).join('')).toBe(block.code)
      expect(block.tokens.some((token) => token.kind === 'keyword')).toBe(true)
      // The plain body has the code too (the feeds and search read it).
      expect(samplePosts[0]!.body).toContain(block.code)
    }
  })

  it('name projects of the samples, with their slugs and titles', () => {
    const about = samplePosts.flatMap((p) => p.projects)
    expect(about.length).toBeGreaterThan(0)
    for (const project of about) {
      const sample = sampleProjects.find((p) => p.id === project.id)
      expect(sample && { id: sample.id, slug: sample.slug, title: sample.title }).toEqual(project)
    }
  })
})
