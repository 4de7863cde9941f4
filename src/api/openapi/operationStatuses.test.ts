import { describe, expect, it } from 'vitest'

import { API_ROUTES } from '../apiRoutes'
import { sharedStatusesOf } from './operationStatuses'

const statusesOf = (call: string) => {
  const operation = API_ROUTES.find(
    ({ method, path }) => `${method.toUpperCase()} ${path}` === call,
  )
  if (!operation) throw new Error(`no operation ${call}`)
  return sharedStatusesOf(operation)
}

describe('sharedStatusesOf', () => {
  it('gives every operation a 400: a NUL or bad percent-encoding in the URL reaches them all', () => {
    for (const operation of API_ROUTES) expect(sharedStatusesOf(operation)).toContain(400)
  })

  it('gives admin calls 401 and 403, public ones neither but reads refusing a bad preview token', () => {
    expect(statusesOf('GET /projects/all')).toEqual(expect.arrayContaining([401, 403]))
    expect(statusesOf('POST /inquiries')).not.toContain(401)
    expect(statusesOf('GET /projects')).toContain(401)
    expect(statusesOf('GET /projects')).not.toContain(403)
  })

  it('gives 304 to exactly the anonymous reads the public cache serves', () => {
    expect(statusesOf('GET /projects/slug/{slug}')).toContain(304)
    expect(statusesOf('GET /skills/category/{category}')).toContain(304)
    expect(statusesOf('GET /personal-info')).toContain(304)
    expect(statusesOf('GET /projects/all')).not.toContain(304)
    expect(statusesOf('GET /health')).not.toContain(304)
  })

  it('gives 404 where the path names a record, 413 to every call but the GETs', () => {
    expect(statusesOf('PATCH /inquiries/{id}/read')).toEqual([400, 401, 403, 404, 413, 503])
    expect(statusesOf('GET /inquiries')).toEqual([400, 401, 403, 503])
  })

  it('leaves the database gate and the body parser out of the calls mounted ahead of them', () => {
    expect(statusesOf('GET /openapi.json')).toEqual([400])
    // Health answers its own 503 body, declared on the operation instead.
    expect(statusesOf('GET /health')).toEqual([400])
  })

  it('gives 412 to exactly the writes that take If-Match', () => {
    for (const call of [
      'PUT /personal-info',
      'PUT /projects/slug/{slug}',
      'DELETE /skills/slug/{slug}',
      'PATCH /experiences/{id}/restore',
      'PUT /interests/{id}',
    ])
      expect(statusesOf(call)).toContain(412)
    expect(statusesOf('POST /projects')).not.toContain(412)
    expect(statusesOf('PUT /smtp-config')).not.toContain(412)
    expect(statusesOf('GET /projects/slug/{slug}')).not.toContain(412)
  })

  it("adds the operation's own statuses", () => {
    expect(statusesOf('POST /auth/login')).toEqual([400, 401, 413, 429, 503])
    // The contact form keeps messages on disk during an outage (202); its own 503 says the
    // spool is full, declared on the operation instead.
    expect(statusesOf('POST /inquiries')).toEqual([400, 413, 429])
  })
})
