import { describe, expect, it } from 'vitest'

import { ApiError } from '../errors/apiError'
import { parseIdParam } from './idParam'

/** The ApiError `parseIdParam` throws for `raw` (fails the test when it returns instead). */
const refusal = (raw: unknown): ApiError => {
  try {
    parseIdParam(raw as string)
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error(`expected ${JSON.stringify(raw)} to be refused`)
}

describe('parseIdParam', () => {
  it('reads plain decimal ids up to the database integer limit', () => {
    expect(parseIdParam('1')).toBe(1)
    expect(parseIdParam('16')).toBe(16)
    expect(parseIdParam('2147483647')).toBe(2147483647)
  })

  // `DELETE /inquiries/0x10` used to delete inquiry 16: Number() reads all of these.
  it.each([
    '0',
    '00',
    '0x1',
    '0x10',
    '0b1',
    '0o1',
    '1e0',
    '+1',
    '1.0',
    ' 1',
    '1 ',
    '',
    '01',
    '007',
    '-1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '１',
  ])('refuses %j with 400 naming the id', (raw) => {
    const error = refusal(raw)
    expect(error.status).toBe(400)
    expect(error.code).toBe('validation_error')
    expect(error.fields).toEqual({ id: expect.stringMatching(/digits/) })
    expect(error.message).toMatch(/\bid\b/)
  })

  it('refuses a missing or repeated parameter with 400', () => {
    expect(refusal(undefined).status).toBe(400)
    expect(refusal(['1', '2']).status).toBe(400)
  })
})
