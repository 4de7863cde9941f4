import { describe, expect, it } from 'vitest'
import { baseURL } from './fileServer'

describe('production server', () => {
  it('answers the health check with the database up', async () => {
    const res = await fetch(`${baseURL}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' })
  })
})
