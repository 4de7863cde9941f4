import { describe, expect, it } from 'vitest'

import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { resolveProject } from './resolve-project'

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
