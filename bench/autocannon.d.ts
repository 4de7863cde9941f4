/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    method?: 'GET' | 'POST'
    body?: string
    /** Requests per second across all connections, at most. */
    overallRate?: number
  }
  type Histogram = {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  export default function autocannon(options: Options): Promise<Result>
}
