import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { eventually } from '../email/helpers/cmsClient'
import { type Cluster, startCluster } from './helpers/cluster'

/**
 * Two instances on one PostgreSQL. Each keeps its own cache of public reads; a write through
 * either must reach the other's cache within a second (PostgreSQL NOTIFY after the commit),
 * whichever door it came through, and still after the database was restarted under them.
 * Before, the other instance served the old answer until its time to live (60 s) ran out.
 */
const COHERENCE_MS = 1_000

let cluster: Cluster
/** Delays observed between a write's answer and the other instance serving it (for the docs). */
const delays: number[] = []

beforeAll(async () => {
  cluster = await startCluster({ name: 'test-scaling-cache', instances: 2 })
}, 240_000)

afterAll(async () => {
  if (delays.length) {
    process.stdout.write(
      `[scaling] cache propagation delays (ms): ${delays.join(', ')} (max ${Math.max(...delays)})\n`,
    )
  }
  await cluster?.stop()
})

const contractToken = async (baseURL: string): Promise<string> => {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  const body = (await res.json()) as { data: { token: string } }
  return body.data.token
}

/** An anonymous read of the skill, as a visitor's browser makes it. */
const readSkill = async (baseURL: string, slug: string) => {
  const res = await fetch(`${baseURL}/api/skills/slug/${slug}`)
  return {
    cache: res.headers.get('x-cache'),
    level: ((await res.json()) as { data: { level: number } }).data.level,
  }
}

/** The other instance has the current answer in its cache (a second read is a hit). */
const warm = async (baseURL: string, slug: string, level: number) => {
  expect((await readSkill(baseURL, slug)).level).toBe(level)
  expect(await readSkill(baseURL, slug)).toEqual({ cache: 'HIT', level })
}

/** Polls the other instance until it serves `level`, for at most a second after the write. */
const servedWithinASecond = async (baseURL: string, slug: string, level: number) => {
  const writtenAt = Date.now()
  await eventually(
    async () => (await readSkill(baseURL, slug)).level === level,
    COHERENCE_MS,
    `${baseURL} serving level ${level}`,
  )
  delays.push(Date.now() - writtenAt)
}

describe('the public cache of several instances', () => {
  const slug = 'scaling-probe'
  let token: string
  let id: number

  it('drops a contract write on the other instance within a second', async () => {
    const [first, second] = cluster.servers
    token = await contractToken(first!.baseURL)
    const created = await fetch(`${first!.baseURL}/api/skills`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Scaling Probe', slug, level: 10 }),
    })
    expect(created.status).toBe(201)
    id = ((await created.json()) as { data: { id: number } }).data.id

    await warm(second!.baseURL, slug, 10)
    const update = await fetch(`${first!.baseURL}/api/skills/slug/${slug}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ level: 20 }),
    })
    expect(update.status).toBe(200)
    await servedWithinASecond(second!.baseURL, slug, 20)
  })

  it('drops a write through Payload’s REST (the admin’s door) on the other instance within a second', async () => {
    const [first, second] = cluster.servers
    await warm(first!.baseURL, slug, 20)
    // This time the write goes through the second instance and the first one must follow.
    const update = await fetch(`${second!.baseURL}/cms-api/skills/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ level: 30 }),
    })
    expect(update.status).toBe(200)
    await servedWithinASecond(first!.baseURL, slug, 30)
  })

  it('listens again after PostgreSQL restarts, and a later write still reaches the other instance', async () => {
    await cluster.restartDatabase()
    const [first, second] = cluster.servers
    // Both instances serve again, and both have their listening connection back.
    for (const server of [first!, second!]) {
      await eventually(
        async () => (await fetch(`${server.baseURL}/api/health`)).status === 200,
        30_000,
        `${server.baseURL} healthy`,
      )
    }
    await eventually(
      async () =>
        (
          await cluster.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`,
          )
        )[0]!.n === 2,
      30_000,
      'two listening connections',
    )
    await warm(second!.baseURL, slug, 30)
    const update = await fetch(`${first!.baseURL}/api/skills/slug/${slug}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ level: 40 }),
    })
    expect(update.status).toBe(200)
    await servedWithinASecond(second!.baseURL, slug, 40)
    // The outage was logged once per instance, not once per reconnection attempt.
    for (const server of [first!, second!]) {
      const lost = server.output().match(/cache invalidation listener lost its database/g) ?? []
      expect(lost).toHaveLength(1)
    }
  }, 120_000)
})
