import { request } from 'node:http'
import { networkInterfaces } from 'node:os'

import { describe, expect, it } from 'vitest'

import { adminClient } from '../email/helpers/cmsClient'
import { ownServer } from '../ownServer'

const server = await ownServer()
const port = new URL(server.baseURL).port

/** A GET from a chosen local address (so the server's peer is that address). */
const get = (
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request({ host, port, path, headers, localAddress: host }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: res.headers['content-type'] ?? '', body }),
      )
    })
    req.on('error', reject)
    req.end()
  })

/** Every sample of the exposition: `name{labels}` → value; HELP and TYPE checked on the way. */
const parse = (text: string): Map<string, number> => {
  const samples = new Map<string, number>()
  const typed = new Set<string>()
  for (const line of text.trimEnd().split('\n')) {
    const comment = /^# (HELP|TYPE) ([a-z_]+) (.+)$/.exec(line)
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram']).toContain(comment[3])
        if (comment[3] === 'counter') expect(comment[2]).toMatch(/_total$/)
        typed.add(comment[2]!)
      }
      continue
    }
    const sample = /^([a-z_]+)(\{(?:[a-z_]+="(?:[^"\\]|\\.)*",?)*\})? (-?[\d.e+]+|NaN)$/.exec(line)
    expect(sample, `a sample line: ${line}`).not.toBeNull()
    const family = sample![1]!.replace(/_(bucket|sum|count)$/, '')
    expect(typed.has(family) || typed.has(sample![1]!), `TYPE before ${line}`).toBe(true)
    samples.set(`${sample![1]}${sample![2] ?? ''}`, Number(sample![3]))
  }
  return samples
}

/** This machine's address on its network (not loopback): a scraper elsewhere, as the server sees it. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address

describe('GET /metrics', () => {
  it('answers this machine in the text format, its counters moving with the requests', async () => {
    const scrape = async () => {
      const res = await get('127.0.0.1', '/metrics')
      expect(res.status).toBe(200)
      expect(res.type).toBe('text/plain; version=0.0.4; charset=utf-8')
      return parse(res.body)
    }
    const reads = 'portfolio_http_requests_total{group="public-read",status="2xx"}'
    const before = await scrape()
    for (let i = 0; i < 3; i += 1) expect((await get('127.0.0.1', '/api/skills')).status).toBe(200)
    const after = await scrape()
    expect((after.get(reads) ?? 0) - (before.get(reads) ?? 0)).toBe(3)
    const hits = 'portfolio_public_read_cache_hits_total'
    const misses = 'portfolio_public_read_cache_misses_total'
    expect(after.get(hits)! + after.get(misses)! - before.get(hits)! - before.get(misses)!).toBe(3)
    expect(after.get(hits)! - before.get(hits)!).toBeGreaterThanOrEqual(2)
    expect(
      after.get('portfolio_http_request_duration_seconds_count{group="public-read"}')! -
        (before.get('portfolio_http_request_duration_seconds_count{group="public-read"}') ?? 0),
    ).toBe(3)
    expect(after.get('portfolio_database_down')).toBe(0)
    expect(after.get('portfolio_db_pool_connections{state="total"}')).toBeGreaterThan(0)
    expect(after.get('portfolio_db_pool_waiting')).toBe(0)
    expect(after.get('portfolio_jobs_pending{queue="email"}')).toBeGreaterThanOrEqual(0)
    expect(after.get('portfolio_proxy_advice{advice=""}')).toBe(0)
    expect(after.get(`portfolio_node_info{version="${process.version}"}`)).toBe(1)
  })

  it('from elsewhere: 404 until the admin makes a token, then 401 without it and 200 with it', async () => {
    expect(outsideAddress, 'this machine has a network address besides loopback').toBeDefined()
    const outside = (headers: Record<string, string> = {}) =>
      get(outsideAddress!, '/metrics', headers)
    expect((await outside()).status).toBe(404)
    // Through a proxy on this machine: a loopback peer, but not this machine's own request.
    expect((await get('127.0.0.1', '/metrics', { 'X-Forwarded-For': '203.0.113.4' })).status).toBe(
      404,
    )

    const admin = await adminClient(server.baseURL)
    const made = await admin.call('/cms-api/system/metrics-token', { method: 'POST' })
    expect(made.status).toBe(200)
    const { token } = (JSON.parse(made.text) as { data: { token: string } }).data
    const refused = await outside()
    expect(refused.status).toBe(401)
    expect(refused.body).not.toContain('portfolio_')
    expect((await outside({ Authorization: 'Bearer not-the-token' })).status).toBe(401)
    const allowed = await outside({ Authorization: `Bearer ${token}` })
    expect(allowed.status).toBe(200)
    expect(parse(allowed.body).get('portfolio_database_down')).toBe(0)

    // Signed out, nobody makes one.
    const anonymous = await fetch(`${server.baseURL}/cms-api/system/metrics-token`, {
      method: 'POST',
    })
    expect(anonymous.status).toBe(401)
    expect((await admin.call('/cms-api/system/metrics-token', { method: 'DELETE' })).status).toBe(
      200,
    )
    expect((await outside({ Authorization: `Bearer ${token}` })).status).toBe(404)
  })
})
