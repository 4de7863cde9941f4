import { expect, it } from 'vitest'

import { admin, baseURL } from '../fileServer'
import { ownServer } from '../ownServer'

/**
 * Issue 31's round trip: the résumé one site exports (`/resume.json`), imported into a new,
 * empty site (a server of its own, no samples) and published, is exported again the same in
 * every field the export holds; only what names the site itself (its address, the export's
 * date) differs.
 */
const empty = await ownServer({ empty: true, env: { SEED_SAMPLES: 'false' } })

const tokenOf = async (base: string) => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

/** A site's `/resume.json` without what names the site (its address and the export's date). */
const exported = async (base: string): Promise<Record<string, any>> => {
  const res = await fetch(`${base}/resume.json`)
  expect(res.status).toBe(200)
  const { meta: _meta, basics, ...rest } = (await res.json()) as Record<string, any>
  const { url: _url, ...ownBasics } = basics
  return { basics: ownBasics, ...rest }
}

it('exports, imported into an empty site, the same résumé again', async () => {
  const first = await exported(baseURL)
  expect(first.work.length).toBeGreaterThan(0)
  expect(first.education.length).toBeGreaterThan(0)
  expect(first.skills.length).toBeGreaterThan(0)
  expect(first.projects.length).toBeGreaterThan(0)
  expect(first.interests.length).toBeGreaterThan(0)
  const res = await fetch(`${empty.baseURL}/api/import/json-resume?publish=true`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf(empty.baseURL)}`,
    },
    body: JSON.stringify(first),
  })
  const report = (await res.json()) as { data: { skipped: unknown[] } }
  expect(res.status, JSON.stringify(report)).toBe(200)
  expect(report.data.skipped).toEqual([])
  expect(await exported(empty.baseURL)).toEqual(first)
})
