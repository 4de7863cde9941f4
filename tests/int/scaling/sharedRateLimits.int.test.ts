import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '../../../src/platform/config/env'
import { http, postInquiry } from '../email/helpers/cmsClient'
import { type Cluster, startCluster } from './helpers/cluster'

/**
 * Three instances on one PostgreSQL: one visitor's requests spread over them (as a load
 * balancer spreads them) count against one limit. Before, each instance counted in its own
 * memory, so N instances let N times as many attempts through.
 */
let cluster: Cluster

beforeAll(async () => {
  cluster = await startCluster({ name: 'test-scaling-limits', instances: 3 })
}, 240_000)

afterAll(async () => {
  await cluster?.stop()
})

describe('limits shared by every instance', () => {
  it(`answers 429 to failed login ${env.LOGIN_IP_MAX_FAILURES + 1} from one address, round-robin over the instances and both login doors`, async () => {
    // The product's limit (LOGIN_IP_MAX_FAILURES, 20 unless configured), failures only.
    const limit = env.LOGIN_IP_MAX_FAILURES
    const from = '127.0.3.1'
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      const server = cluster.servers[i % cluster.servers.length]!
      const path = i % 2 ? '/cms-api/users/login' : '/api/auth/login'
      const res = await http(`${server.baseURL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `nobody${i}@test.local`, password: 'Wrong-password-1!' }),
        from,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401))
    expect(statuses[limit]).toBe(429)
    // Every instance refuses that address now, and another address is not affected.
    for (const server of cluster.servers) {
      const refused = await http(`${server.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@test.local', password: 'Wrong-password-1!' }),
        from,
      })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    const other = await http(`${cluster.servers[0]!.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@test.local', password: 'Wrong-password-1!' }),
      from: '127.0.3.2',
    })
    expect(other.status).toBe(401)
  })

  it(`refuses inquiry ${env.INQUIRY_RATE_LIMIT_PER_MINUTE + 1} within a minute from one address over two instances`, async () => {
    const perMinute = env.INQUIRY_RATE_LIMIT_PER_MINUTE
    const from = '127.0.3.3'
    const statuses: number[] = []
    for (let i = 0; i <= perMinute; i++) {
      const server = cluster.servers[i % 2]!
      const res = await postInquiry(
        server.baseURL,
        { name: `Limited ${i}`, email: `limited${i}@example.org`, message: 'Hello there' },
        from,
      )
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(perMinute).fill(201), 429])
  })
})
