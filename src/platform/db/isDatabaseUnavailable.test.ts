import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './isDatabaseUnavailable'
import { isInvalidDatabaseInput } from './isInvalidDatabaseInput'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    withCode('ECONNREFUSED'),
    withCode('57P01', 'terminating connection due to administrator command'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
    new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }),
    Object.assign(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'), {}),
  ])('recognises an outage: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    withCode('23505', 'duplicate key'),
    withCode('22021'),
    new Error('Not Found'),
    null,
    'text',
  ])('leaves other errors alone: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('isInvalidDatabaseInput', () => {
  it('recognises SQLSTATE class 22 anywhere in the cause chain', () => {
    expect(isInvalidDatabaseInput(new Error('Failed query', { cause: withCode('22021') }))).toBe(
      true,
    )
    expect(isInvalidDatabaseInput(withCode('22P02'))).toBe(true)
    expect(isInvalidDatabaseInput(withCode('23505'))).toBe(false)
    expect(isInvalidDatabaseInput(withCode('ECONNREFUSED'))).toBe(false)
  })
})
