import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rollUp } from '../../../src/audience/rollup'
import { call, cms, expectError, login } from '../contract/contractHelpers'
import { eventually } from '../email/helpers/cmsClient'
import { databaseURL } from '../fileServer'

/**
 * The audience figures end to end through the contract: the beacon's events are counted within
 * seconds, per day visitor and page; crawlers, prefetches and the owner are not; nothing stored
 * names an address or a browser; the rollup keeps the figures of past days when their raw events go.
 */

const MARK = `AudienceTest${Date.now()}`
const browser = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 ${MARK}-${n}`

let token: string
let db: pg.Client

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call('POST', '/events', { body, headers: { 'user-agent': browser(0), ...headers } })

const stats = async (query = '') => {
  const res = await call('GET', `/stats${query}`, { token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.data
}

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  token = await login()
  db = new pg.Client({ connectionString: databaseURL })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
})

describe('POST /api/events', () => {
  it('answers 202 with no body and no cookie, and refuses what is not an event, naming the field', async () => {
    const res = await post({ type: 'pageview', path: '/' })
    expect(res.status).toBe(202)
    expect(res.json).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()

    const unknown = await post({ type: 'pageview', path: '/', visitorId: 'x' })
    expectError(unknown, 400, 'validation_error')
    expect(Object.keys(unknown.json.error.fields)).toEqual(['body'])
    expect(JSON.stringify(unknown.json.error.fields)).toContain('visitorId')
    expect((await post({ type: 'click', path: '/' })).json.error.fields.type).toMatch(/pageview/)
    expect((await post({ type: 'pageview', path: 'projects' })).json.error.fields.path).toMatch(
      /starting with \//,
    )
    expect((await post({ type: 'outbound', path: '/' })).json.error.fields.target).toBe(
      'Required for an outbound click.',
    )
    expect(
      (await post({ type: 'outbound', path: '/', target: 'javascript:alert(1)' })).json.error.fields
        .target,
    ).toBe('An http(s) URL.')
    expect(
      (await post({ type: 'resume', path: '/', target: 'https://x.dev' })).json.error.fields.target,
    ).toBe('Only an outbound click has a target.')
  })
})

describe('the beacon’s fast path', () => {
  /** An answer's headers, without those of one response only. */
  const headersOf = (res: { headers: Headers }) =>
    Object.fromEntries(
      [...res.headers].filter(
        ([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name),
      ),
    )

  it('answers as the chain does: the same headers on a 202, the same envelope on a 400', async () => {
    // A new origin: the first beacon takes the Express chain, the next ones the fast path.
    const origin = { origin: 'http://fast-path.test' }
    const viaChain = await post({ type: 'pageview', path: '/fast' }, origin)
    const viaFastPath = await post({ type: 'pageview', path: '/fast' }, origin)
    expect(viaChain.status).toBe(202)
    expect(viaFastPath.status).toBe(202)
    expect(headersOf(viaFastPath)).toEqual(headersOf(viaChain))
    expect(viaFastPath.headers.get('x-request-id')).not.toBe(viaChain.headers.get('x-request-id'))

    const other = { origin: 'http://other-origin.test' }
    for (const body of [{ type: 'pageview' }, { type: 'pageview', path: '/', x: 1 }]) {
      const chain = await call('POST', '/events', {
        body,
        headers: { 'user-agent': browser(0), ...other },
      })
      const fast = await post(body, origin)
      expect(fast.status).toBe(400)
      expect(fast.json).toEqual(chain.json)
    }
    for (const rawBody of ['{"type": ', '1']) {
      const chain = await call('POST', '/events', {
        rawBody,
        headers: { 'user-agent': browser(0), ...other },
      })
      const fast = await call('POST', '/events', {
        rawBody,
        headers: { 'user-agent': browser(0), ...origin },
      })
      expect([fast.status, fast.json]).toEqual([chain.status, chain.json])
      expect(fast.json.error.code).toBe('malformed_json')
    }
  })
})

describe('the figures', () => {
  const path = `/projects/${Date.now() % 100000}`

  it('count three visitors and their views within 10 s, and leave out crawlers, prefetches and the owner', async () => {
    // The previous test's view (at /) is written within a second: before it is, it would count here.
    await eventually(
      async () => (await stats()).pages.some((page: { path: string }) => page.path === '/'),
      10_000,
      'the earlier view to be written',
    )
    const before = await stats()
    for (const n of [1, 2, 3]) {
      expect(
        (
          await post(
            { type: 'pageview', path, referrer: 'https://www.google.com/' },
            { 'user-agent': browser(n) },
          )
        ).status,
      ).toBe(202)
    }
    // The first visitor again, and on another page: one visitor, more views.
    await post({ type: 'pageview', path }, { 'user-agent': browser(1) })
    await post(
      { type: 'outbound', path, target: 'https://github.com/owner' },
      { 'user-agent': browser(2) },
    )
    await post({ type: 'resume', path: '/about' }, { 'user-agent': browser(3) })
    await post({ type: 'call', path: '/contact' }, { 'user-agent': browser(1) })
    // Not counted: a crawler, a headless browser, a prefetch, the signed-in owner.
    await post(
      { type: 'pageview', path },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    )
    await post({ type: 'pageview', path }, { 'user-agent': 'Mozilla/5.0 HeadlessChrome/142.0.0.0' })
    await post({ type: 'pageview', path }, { 'sec-purpose': 'prefetch' })
    await post({ type: 'pageview', path }, { cookie: `payload-token=${token}` })
    // Counted as a view, never as a visitor: Global Privacy Control.
    await post({ type: 'pageview', path }, { 'user-agent': browser(4), 'sec-gpc': '1' })

    const started = Date.now()
    await eventually(
      async () =>
        (await stats()).pages.find((page: { path: string }) => page.path === path)?.pageviews === 5,
      10_000,
      'the views to show in the figures',
    )
    console.info(`[audience] views in the figures after ${Date.now() - started} ms`)
    const after = await stats()
    expect(after.pages.find((page: { path: string }) => page.path === path)).toEqual({
      path,
      pageviews: 5,
      visitors: 3,
    })
    expect(after.visitors - before.visitors).toBe(3)
    expect(after.pageviews - before.pageviews).toBe(5)
    expect(after.days.at(-1).date).toBe(today())
    expect(after.days).toHaveLength(30)
    expect(
      after.referrers.find((r: { source: string }) => r.source === 'Google')?.visitors,
    ).toBeGreaterThanOrEqual(3)
    expect(
      after.outbound.find((o: { target: string }) => o.target === 'https://github.com/owner')
        ?.clicks,
    ).toBeGreaterThanOrEqual(1)
    expect(after.resumeDownloads - before.resumeDownloads).toBe(1)
    expect(after.callsBooked - before.callsBooked).toBe(1)
  })

  it('stores no address and no user agent anywhere: every text column of every table is scanned', async () => {
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('character varying', 'text', 'jsonb', 'json')`,
    )
    const found: string[] = []
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await db.query(
        `SELECT 1 FROM "${table}" WHERE "${column}"::text LIKE $1 OR "${column}"::text LIKE '%127.0.0.1%' LIMIT 1`,
        [`%${MARK}%`],
      )
      if (rows.length > 0) found.push(`${table}.${column}`)
    }
    expect(found).toEqual([])
  })

  it('answers the owner only, and refuses a range it cannot read, naming the field', async () => {
    expectError(await call('GET', '/stats'), 401)
    expectError(await call('GET', '/stats?from=2026-02-30', { token }), 400, 'validation_error')
    expect((await call('GET', '/stats?from=2026-02-30', { token })).json.error.fields.from).toBe(
      'A date, YYYY-MM-DD.',
    )
    expect(
      (await call('GET', '/stats?from=2026-03-02&to=2026-03-01', { token })).json.error.fields.from,
    ).toBe('Must be on or before `to`.')
    const week = await stats(`?from=${daysAgo(6)}&to=${today()}`)
    expect(week.days.map((day: { date: string }) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map(daysAgo),
    )
  })

  it('keeps the figures of a past day once its raw events go, on whichever instance rolls up, once', async () => {
    const day = daysAgo(40)
    await db.query(
      `INSERT INTO audience_events (day, at, type, path, visitor) VALUES
         ($1, $1::date + interval '1 hour', 'pageview', '/old', 11),
         ($1, $1::date + interval '2 hour', 'pageview', '/old', 11),
         ($1, $1::date + interval '3 hour', 'pageview', '/old', 12),
         ($1, $1::date + interval '4 hour', 'resume', '/old', 12)`,
      [day],
    )
    const pool = new pg.Pool({ connectionString: databaseURL, max: 4 })
    try {
      // Two instances at once: one rolls up, the other finds the lock taken (or nothing left).
      const results = await Promise.all([
        rollUp(pool, { retentionDays: 30 }),
        rollUp(pool, { retentionDays: 30 }),
      ])
      expect(results.filter((stored) => stored !== null && stored > 0)).toHaveLength(1)
      expect(await rollUp(pool, { retentionDays: 30 })).toBe(0)
    } finally {
      await pool.end()
    }
    const { rows: left } = await db.query(
      'SELECT count(*)::int AS n FROM audience_events WHERE day = $1',
      [day],
    )
    expect(left[0].n).toBe(0)
    const old = await stats(`?from=${day}&to=${day}`)
    expect(old).toMatchObject({
      visitors: 2,
      pageviews: 3,
      resumeDownloads: 1,
      pages: [{ path: '/old', pageviews: 3, visitors: 2 }],
    })
    // Today's salt stays; a past day's is gone.
    const { rows: salts } = await db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM audience_salts`,
    )
    expect(salts.map((row) => row.day)).toEqual([today()])
  })

  it('limits each address on its own: over the limit, 429 and not counted', async () => {
    let status = 202
    for (let n = 0; n < 130 && status === 202; n += 1)
      status = (await post({ type: 'pageview', path: '/limit' })).status
    expect(status).toBe(429)
  })

  it('keeps each view for the days the owner sets (3 to 3650), and says so when refused', async () => {
    const refused = await cms('POST', '/globals/audience-settings', token, { retentionDays: 2 })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('A whole number of days from 3 to 3650.')
    const saved = await cms('POST', '/globals/audience-settings', token, { retentionDays: 7 })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect((await cms('GET', '/globals/audience-settings', token)).json.retentionDays).toBe(7)
    // Only the owner reads or sets it.
    expect((await cms('GET', '/globals/audience-settings', '')).status).toBe(403)
  })
})
