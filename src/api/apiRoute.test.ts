import { describe, expect, it } from 'vitest'

import { methodsServedAt } from './apiRoute'
import { API_ROUTES } from './apiRoutes'

describe('methodsServedAt', () => {
  it('lists what the contract serves at a path, HEAD with GET, any segment for a parameter', () => {
    expect(methodsServedAt(API_ROUTES, '/health')).toEqual(['GET', 'HEAD'])
    expect(methodsServedAt(API_ROUTES, '/projects')).toEqual(['GET', 'HEAD', 'POST'])
    expect(methodsServedAt(API_ROUTES, '/projects/')).toEqual(['GET', 'HEAD', 'POST'])
    expect(methodsServedAt(API_ROUTES, '/projects/slug/any-thing')).toEqual([
      'GET',
      'HEAD',
      'PUT',
      'DELETE',
    ])
  })

  it('serves a literal path by its own routes only, never as an id', () => {
    expect(methodsServedAt(API_ROUTES, '/projects/all')).toEqual(['GET', 'HEAD'])
    expect(methodsServedAt(API_ROUTES, '/inquiries/unread')).toEqual(['GET', 'HEAD'])
    expect(methodsServedAt(API_ROUTES, '/inquiries/7')).toEqual(['DELETE'])
  })

  it('is empty for a path the contract does not have', () => {
    expect(methodsServedAt(API_ROUTES, '/no-such-thing')).toEqual([])
    expect(methodsServedAt(API_ROUTES, '/projects/slug/a/b/c')).toEqual([])
  })
})
