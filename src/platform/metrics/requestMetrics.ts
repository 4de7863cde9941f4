import type { RequestListener } from 'node:http'

/** Where the server answers its metrics (src/server/metrics/metricsRoute.ts). */
export const METRICS_PATH = '/metrics'

/** What `GET /metrics` counts requests by: told apart from the method and the URL's start alone. */
export const ROUTE_GROUPS = [
  'public-read',
  'api-write',
  'events',
  'cms-api',
  'admin',
  'site',
  'other',
] as const

const [PUBLIC_READ, API_WRITE, EVENTS, CMS_API, ADMIN, SITE, OTHER] = ROUTE_GROUPS.map((_, i) => i)
/** Beacons are counted where they are answered (src/server/fastEvents.ts). */
export const EVENTS_GROUP = EVENTS

/** Upper bounds of the duration histogram's buckets, in milliseconds (Prometheus' defaults, finer at the fast end). */
const DURATION_BOUNDS_MS = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000]
/** 1xx … 5xx. */
const STATUS_CLASSES = 5
const SLOTS = DURATION_BOUNDS_MS.length + 1

/** Preallocated counters: recording a request is a few integer increments, nothing allocated. */
type Counters = {
  /** [group × status class] */
  requests: Float64Array
  /** [group × bucket], not cumulative (the exposition sums them); the last slot is above every bound. */
  durations: Float64Array
  /** [group], seconds. */
  durationSums: Float64Array
  /** [hits, misses] of the public-read cache, the fast path's replays counted as hits. */
  cache: Float64Array
  /** Requests that came with `X-Forwarded-Proto: https`: the site is served over https by a proxy. */
  forwardedHttps: Float64Array
}

const SHARED_KEY = Symbol.for('devfolio.requestMetrics')

/** On `globalThis`: the admin's System page (Next's module graph) reads what the server counted. */
const counters = ((): Counters => {
  const holder = globalThis as typeof globalThis & { [SHARED_KEY]?: Counters }
  holder[SHARED_KEY] ??= {
    requests: new Float64Array(ROUTE_GROUPS.length * STATUS_CLASSES),
    durations: new Float64Array(ROUTE_GROUPS.length * SLOTS),
    durationSums: new Float64Array(ROUTE_GROUPS.length),
    cache: new Float64Array(2),
    forwardedHttps: new Float64Array(1),
  }
  return holder[SHARED_KEY]
})()

const startsWithAt = (url: string, prefix: string): boolean =>
  url.startsWith(prefix) && (url.length === prefix.length || '/?'.includes(url[prefix.length]!))

/** The group of a request (an index of ROUTE_GROUPS). */
export const routeGroupOf = (method: string, url: string): number => {
  const read = method === 'GET' || method === 'HEAD'
  if (url.startsWith('/api/')) {
    if (startsWithAt(url, '/api/events')) return EVENTS
    return read ? PUBLIC_READ : API_WRITE
  }
  if (startsWithAt(url, '/cms-api')) return CMS_API
  if (startsWithAt(url, '/admin') || url.startsWith('/_next/')) return ADMIN
  return read ? SITE : OTHER
}

/** Counts one answered request. */
export const recordRequest = (group: number, status: number, ms: number): void => {
  const statusClass = Math.min(Math.max(Math.trunc(status / 100), 1), STATUS_CLASSES) - 1
  counters.requests[group * STATUS_CLASSES + statusClass]! += 1
  let slot = 0
  while (slot < DURATION_BOUNDS_MS.length && ms > DURATION_BOUNDS_MS[slot]!) slot += 1
  counters.durations[group * SLOTS + slot]! += 1
  counters.durationSums[group]! += ms / 1000
}

/** A public read answered from the cache (either path). */
export const countCacheHit = (): void => {
  counters.cache[0]! += 1
}

/** A public read the cache did not hold. */
export const countCacheMiss = (): void => {
  counters.cache[1]! += 1
}

/** Requests seen with `X-Forwarded-Proto: https` since the start. */
export const forwardedHttpsRequests = (): number => counters.forwardedHttps[0]!

/**
 * Wraps the process's listener: each request is timed from its arrival to the end of its answer.
 * A response ended before the listener returns (the fast path's cached reads) is counted there
 * and then, with nothing allocated; any other waits for its `close`.
 */
export const countRequests =
  (listener: RequestListener): RequestListener =>
  (req, res) => {
    const started = performance.now()
    const group = routeGroupOf(req.method!, req.url!)
    const proto = req.headers['x-forwarded-proto']
    if (typeof proto === 'string' && proto.startsWith('https')) counters.forwardedHttps[0]! += 1
    listener(req, res)
    if (res.writableEnded) recordRequest(group, res.statusCode, performance.now() - started)
    else if (group !== EVENTS || req.method !== 'POST')
      res.once('close', () => recordRequest(group, res.statusCode, performance.now() - started))
  }

/** One labelled sample line; label values escaped as the exposition format asks. */
export const sample = (name: string, labels: Record<string, string>, value: number): string => {
  const pairs = Object.entries(labels).map(
    ([label, text]) =>
      `${label}="${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  )
  return `${name}${pairs.length ? `{${pairs.join(',')}}` : ''} ${Number.isFinite(value) ? value : 'NaN'}`
}

/** `# HELP` and `# TYPE` lines, then the samples. */
export const family = (
  name: string,
  type: 'counter' | 'gauge' | 'histogram',
  help: string,
  samples: string[],
): string => [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples].join('\n')

/** The request counters in Prometheus' text format (0.0.4). */
export const renderRequestMetrics = (): string => {
  const requests: string[] = []
  const histogram: string[] = []
  ROUTE_GROUPS.forEach((group, g) => {
    for (let c = 0; c < STATUS_CLASSES; c += 1) {
      const count = counters.requests[g * STATUS_CLASSES + c]!
      if (count)
        requests.push(
          sample('portfolio_http_requests_total', { group, status: `${c + 1}xx` }, count),
        )
    }
    let cumulative = 0
    for (let slot = 0; slot < SLOTS; slot += 1) {
      cumulative += counters.durations[g * SLOTS + slot]!
      const le =
        slot < DURATION_BOUNDS_MS.length ? String(DURATION_BOUNDS_MS[slot]! / 1000) : '+Inf'
      histogram.push(
        sample('portfolio_http_request_duration_seconds_bucket', { group, le }, cumulative),
      )
    }
    histogram.push(
      sample('portfolio_http_request_duration_seconds_sum', { group }, counters.durationSums[g]!),
      sample('portfolio_http_request_duration_seconds_count', { group }, cumulative),
    )
  })
  return [
    family(
      'portfolio_http_requests_total',
      'counter',
      'Requests answered, by route group and status class.',
      requests,
    ),
    family(
      'portfolio_http_request_duration_seconds',
      'histogram',
      'Time from the arrival of a request to the end of its answer, by route group.',
      histogram,
    ),
    family(
      'portfolio_public_read_cache_hits_total',
      'counter',
      'Public reads answered from the cache.',
      [sample('portfolio_public_read_cache_hits_total', {}, counters.cache[0]!)],
    ),
    family(
      'portfolio_public_read_cache_misses_total',
      'counter',
      'Public reads the cache did not hold (read from the database).',
      [sample('portfolio_public_read_cache_misses_total', {}, counters.cache[1]!)],
    ),
    family(
      'portfolio_forwarded_https_requests_total',
      'counter',
      'Requests a proxy forwarded with X-Forwarded-Proto: https.',
      [sample('portfolio_forwarded_https_requests_total', {}, counters.forwardedHttps[0]!)],
    ),
  ].join('\n')
}
