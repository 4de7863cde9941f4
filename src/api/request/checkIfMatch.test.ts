import { describe, expect, it } from 'vitest'

import { etagOf } from '../../platform/publicReads/readCache'
import { jsonBodyOf } from '../../platform/publicReads/responseCache'
import { ApiError } from '../errors/apiError'
import { checkIfMatch, matchesIfMatch } from './checkIfMatch'

const record = { data: { id: 1, title: 'Portfolio' } }
const body = jsonBodyOf(record)

describe('matchesIfMatch', () => {
  it('takes the tag a read of the same body was sent with, in any coding', () => {
    for (const coding of ['identity', 'br', 'gzip'] as const)
      expect(matchesIfMatch(etagOf(body, coding), body)).toBe(true)
  })

  it('takes * and a list naming the tag among others', () => {
    expect(matchesIfMatch('*', body)).toBe(true)
    expect(matchesIfMatch(`"other",  ${etagOf(body, 'br')} `, body)).toBe(true)
  })

  it('refuses another body, a weak tag, an unknown coding and an empty value', () => {
    const changed = jsonBodyOf({ data: { ...record.data, title: 'Changed' } })
    expect(matchesIfMatch(etagOf(changed, 'identity'), body)).toBe(false)
    expect(matchesIfMatch(`W/${etagOf(body, 'identity')}`, body)).toBe(false)
    expect(matchesIfMatch(`"${body.hash}-deflate"`, body)).toBe(false)
    expect(matchesIfMatch(body.hash, body)).toBe(false)
    expect(matchesIfMatch('', body)).toBe(false)
  })
})

describe('checkIfMatch', () => {
  it('lets a write without If-Match, or with the current tag, through', () => {
    expect(() => checkIfMatch(undefined, record)).not.toThrow()
    expect(() => checkIfMatch(etagOf(body, 'gzip'), record)).not.toThrow()
  })

  it('refuses a stale tag with 412 precondition_failed', () => {
    const stale = etagOf(jsonBodyOf({ data: { id: 1, title: 'Old' } }), 'identity')
    let thrown: unknown
    try {
      checkIfMatch(stale, record)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ApiError)
    expect(thrown).toMatchObject({ status: 412, code: 'precondition_failed' })
  })
})
