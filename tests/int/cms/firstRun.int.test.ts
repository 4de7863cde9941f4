import { afterAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'

/** Public list totals (the seeded samples are all active). */
const totals = async (baseURL: string) => {
  const result: Record<string, number> = {}
  for (const resource of ['projects', 'skills', 'experiences', 'education', 'interests']) {
    const res = await fetch(`${baseURL}/api/${resource}?limit=1`)
    result[resource] = (await res.json()).pagination.total
  }
  return result
}

let server: TestServer | undefined
afterAll(async () => {
  await server?.stop()
})

describe('first run', () => {
  it('seeds the samples once, and a second start on the same data duplicates nothing', async () => {
    const options = {
      name: `test-first-run-${await freePort()}`,
      port: await freePort(),
      dbPort: await freePort(),
    }
    server = await startTestServer(options)
    const first = await totals(server.baseURL)
    expect(first.projects).toBe(5)
    expect(first.skills).toBeGreaterThanOrEqual(68)
    expect(first.skills).toBeLessThanOrEqual(72)
    expect(first).toMatchObject({ experiences: 2, education: 2, interests: 4 })

    await server.stop({ keepData: true })
    server = await startTestServer({ ...options, fresh: false })
    expect(await totals(server.baseURL)).toEqual(first)
  }, 240_000) // two full server starts

  it('starts a new site without the samples when SEED_SAMPLES=false (personal info defaults only)', async () => {
    await server?.stop()
    server = await startTestServer({
      name: `test-no-samples-${await freePort()}`,
      port: await freePort(),
      dbPort: await freePort(),
      env: { SEED_SAMPLES: 'false' },
    })
    expect(await totals(server.baseURL)).toEqual({
      projects: 0,
      skills: 0,
      experiences: 0,
      education: 0,
      interests: 0,
    })
    const info = await (await fetch(`${server.baseURL}/api/personal-info`)).json()
    expect(info.data.name).toBeTruthy()
  }, 120_000)
})
