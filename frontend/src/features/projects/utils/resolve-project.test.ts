import { describe, expect, it } from 'vitest'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { fallbackProject, resolveProject } from './resolve-project'

describe('project detail parameter', () => {
  it('picks a project by numeric id', () => {
    expect(resolveProject('3', sampleProjects)).toEqual({
      kind: 'found',
      project: sampleProjects[2],
    })
  })

  it('treats a missing id as 1', () => {
    expect(resolveProject(undefined, sampleProjects)).toEqual({
      kind: 'found',
      project: sampleProjects[0],
    })
  })

  it('sends a slug to its canonical numeric URL', () => {
    expect(resolveProject(sampleProjects[1].slug, sampleProjects)).toEqual({
      kind: 'redirect',
      id: 2,
    })
  })

  it('falls back for unknown ids and slugs', () => {
    expect(resolveProject('999', sampleProjects)).toEqual({ kind: 'fallback' })
    expect(resolveProject('no-such-project', sampleProjects)).toEqual({ kind: 'fallback' })
    expect(resolveProject('1', [])).toEqual({ kind: 'fallback' })
  })

  it('reads ids as the server does: another spelling of 2 is no id', () => {
    for (const spelling of ['02', ' 2', '2 ', '+2', '2.0', '0x2']) {
      expect(resolveProject(spelling, sampleProjects), spelling).toEqual({ kind: 'fallback' })
    }
  })
})

describe('the project shown in place of a missing one', () => {
  const [first, second, third] = sampleProjects

  it('is the built-in one while the list still has it, in its listed version', () => {
    const renamed = { ...second!, title: 'Renamed since' }
    expect(fallbackProject([first!, renamed], second!)).toBe(renamed)
  })

  it("is the list's first once the built-in one is gone (deleted since it was remembered)", () => {
    expect(fallbackProject([second!, third!], first!)).toBe(second)
    expect(fallbackProject([third!], null)).toBe(third)
  })

  it('is nothing when the list is empty, and the built-in one when there is no list', () => {
    expect(fallbackProject([], first!)).toBeNull()
    expect(fallbackProject(undefined, first!)).toBe(first)
    expect(fallbackProject(undefined, null)).toBeNull()
  })
})
