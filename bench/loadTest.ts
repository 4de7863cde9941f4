import autocannon from 'autocannon'

export type LoadResult = {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  bytes: number
}

/**
 * Hammers one URL with `connections` keep-alive connections for `duration` seconds (after a
 * short warm-up that also fills the cache) and reports requests per second and latency.
 */
export const loadTest = async (
  url: string,
  {
    connections,
    duration,
    warmup = 2,
    headers = {},
    method = 'GET',
    body,
    overallRate,
  }: {
    connections: number
    duration: number
    warmup?: number
    headers?: Record<string, string>
    method?: 'GET' | 'POST'
    body?: string
    /** Requests per second in all, at most (a steady stream beside another load). */
    overallRate?: number
  },
): Promise<LoadResult> => {
  const request = {
    url,
    connections,
    headers,
    method,
    body,
    ...(overallRate ? { overallRate } : {}),
  }
  if (warmup > 0) await autocannon({ ...request, duration: warmup })
  const result = await autocannon({ ...request, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  }
}
