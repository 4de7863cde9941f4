import { describe, expect, it } from 'vitest'

import { MAX_JSON_RESUME_BYTES, readJsonResume } from './readJsonResume'

describe('readJsonResume', () => {
  it('reads a JSON Resume document, keeping the sections it does not map', () => {
    const read = readJsonResume(
      JSON.stringify({ basics: { name: 'Jane' }, awards: [{ title: 'Best' }] }),
    )
    expect(read.problems).toBeUndefined()
    expect(read.resume).toMatchObject({ basics: { name: 'Jane' }, awards: [{ title: 'Best' }] })
  })

  it('names the JSON path and the problem of each wrong field', () => {
    const read = readJsonResume(
      JSON.stringify({
        work: [{}, {}, { name: 'Acme', startDate: 'last spring' }],
        skills: [{ name: 7 }],
        education: 'none',
      }),
    )
    expect(read.problems).toEqual(
      expect.arrayContaining([
        { path: 'work[2].startDate', message: 'not a date' },
        { path: 'skills[0].name', message: 'not text' },
        { path: 'education', message: 'not a list' },
      ]),
    )
  })

  it('takes the three date forms of the schema', () => {
    for (const startDate of ['2019', '2019-06', '2019-06-29'])
      expect(readJsonResume(JSON.stringify({ work: [{ startDate }] })).problems).toBeUndefined()
  })

  it('refuses what is not JSON, not an object, or over 1 MB', () => {
    expect(readJsonResume('{"basics": ').problems![0]!.message).toMatch(/^The file is not JSON/)
    expect(readJsonResume('[1, 2]').problems).toEqual([
      { path: '', message: 'The file is not a JSON Resume object.' },
    ])
    const big = JSON.stringify({ basics: { summary: 'x'.repeat(MAX_JSON_RESUME_BYTES) } })
    expect(readJsonResume(big).problems![0]!.message).toMatch(/takes at most 1 MB/)
  })
})
