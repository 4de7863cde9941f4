import { once } from 'node:events'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import {
  countCacheHit,
  countRequests,
  recordRequest,
  renderRequestMetrics,
  ROUTE_GROUPS,
  routeGroupOf,
  sample,
} from './requestMetrics'

const group = (method: string, url: string) => ROUTE_GROUPS[routeGroupOf(method, url)]

/** The value of one sample line of the exposition, or undefined. */
const valueOf = (text: string, line: string): number | undefined => {
  const found = text.split('\n').find((each) => each.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('request metrics', () => {
  it('tells route groups apart by method and path alone', () => {
    expect(group('GET', '/api/projects?limit=100')).toBe('public-read')
    expect(group('HEAD', '/api/personal-info')).toBe('public-read')
    expect(group('POST', '/api/inquiries')).toBe('api-write')
    expect(group('POST', '/api/events')).toBe('events')
    expect(group('GET', '/cms-api/projects')).toBe('cms-api')
    expect(group('POST', '/cms-api/users/login')).toBe('cms-api')
    expect(group('GET', '/admin')).toBe('admin')
    expect(group('GET', '/admin/collections/projects?x=1')).toBe('admin')
    expect(group('GET', '/_next/static/chunk.js')).toBe('admin')
    expect(group('GET', '/projects/1')).toBe('site')
    expect(group('GET', '/administrator')).toBe('site')
    expect(group('GET', '/api')).toBe('site')
    expect(group('POST', '/projects')).toBe('other')
  })

  it('renders counters, a cumulative histogram and the cache in the text format', () => {
    const before = renderRequestMetrics()
    const count = (text: string) =>
      valueOf(text, 'portfolio_http_requests_total{group="events",status="2xx"}') ?? 0
    const events = routeGroupOf('POST', '/api/events')
    recordRequest(events, 202, 0.4)
    recordRequest(events, 204, 30)
    countCacheHit()
    const text = renderRequestMetrics()
    expect(count(text) - count(before)).toBe(2)
    const bucket = (le: string) =>
      valueOf(text, `portfolio_http_request_duration_seconds_bucket{group="events",le="${le}"}`)!
    expect(bucket('0.001')).toBeGreaterThanOrEqual(1)
    expect(bucket('0.05') - bucket('0.025')).toBeGreaterThanOrEqual(1)
    expect(bucket('+Inf')).toBe(
      valueOf(text, 'portfolio_http_request_duration_seconds_count{group="events"}'),
    )
    expect(valueOf(text, 'portfolio_public_read_cache_hits_total')).toBe(
      valueOf(before, 'portfolio_public_read_cache_hits_total')! + 1,
    )
    expect(text).toContain('# TYPE portfolio_http_request_duration_seconds histogram')
    expect(text).toContain('# TYPE portfolio_http_requests_total counter')
    // Every sample line is `name{labels} value` or `name value`.
    for (const line of text.split('\n').filter((each) => !each.startsWith('#')))
      expect(line).toMatch(/^[a-z_]+(\{[a-z]+="[^"]*"(,[a-z]+="[^"]*")*\})? [\d.e+-]+$/)
  })

  it('escapes label values', () => {
    expect(sample('m', { advice: 'say "x"\\y\nz' }, 1)).toBe('m{advice="say \\"x\\"\\\\y\\nz"} 1')
  })

  it('counts an answer ended at once and one ended later, and requests through an https proxy', async () => {
    const slow: RequestListener = (_req, res) => void setTimeout(() => res.writeHead(500).end(), 20)
    const fast: RequestListener = (_req, res) => res.writeHead(404).end()
    const server = createServer(
      countRequests((req, res) => (req.url === '/slow' ? slow : fast)(req, res)),
    )
    await once(server.listen(0, '127.0.0.1'), 'listening')
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const before = renderRequestMetrics()
    await (await fetch(`${base}/slow`)).text()
    await (await fetch(`${base}/fast`, { headers: { 'x-forwarded-proto': 'https' } })).text()
    server.close()
    const after = renderRequestMetrics()
    const delta = (line: string) => (valueOf(after, line) ?? 0) - (valueOf(before, line) ?? 0)
    expect(delta('portfolio_http_requests_total{group="site",status="5xx"}')).toBe(1)
    expect(delta('portfolio_http_requests_total{group="site",status="4xx"}')).toBe(1)
    expect(delta('portfolio_forwarded_https_requests_total')).toBe(1)
    // The slow answer's 20 ms are in its duration.
    expect(
      delta('portfolio_http_request_duration_seconds_sum{group="site"}'),
    ).toBeGreaterThanOrEqual(0.02)
  })
})
