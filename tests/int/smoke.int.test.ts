import { describe, expect, inject, it } from 'vitest'

describe('production server', () => {
  it('answers the health check with the database up', async () => {
    const res = await fetch(`${inject('baseURL')}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' })
  })
})
