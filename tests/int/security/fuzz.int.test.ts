import { describe, expect, it } from 'vitest'

import { API_ROUTES } from '../../../src/api/apiRoutes'
import { changedTables, snapshotDatabase, QUEUE_TABLES } from './helpers/databaseSnapshot'
import { untilJobsDone } from '../email/helpers/untilJobsDone'
import { createRandom, fuzzRequest } from './helpers/fuzzCases'
import { rawRequest, type RawResponse } from './helpers/rawRequest'
import { ownServer } from '../ownServer'

/**
 * Thousands of generated bad requests, anonymous or with junk credentials, across every
 * operation of the contract: wrong types, huge and unicode strings, SQL/JSON-operator
 * injection, path traversal, malformed JSON and multipart, gzip bombs. None may answer 5xx,
 * leak a stack trace, or change a single row. `FUZZ_SEED` replays a run; `FUZZ_REQUESTS`
 * sets the count (default 2,400).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121)
const REQUESTS = Math.max(2000, Number(process.env.FUZZ_REQUESTS ?? 2400))
const CONCURRENCY = 6
const STACK_TRACE = /\bat .+\.(ts|js|mjs|cjs):\d+|node_modules\//

// A server of its own: the fuzz run may trip per-IP limits and must not disturb others.
const server = await ownServer()

describe(`fuzzing the contract (seed ${SEED}, ${REQUESTS} requests)`, () => {
  it(
    'answers every bad request without a 5xx, a stack trace, or a changed row',
    { timeout: 180_000 },
    async () => {
      const random = createRandom(SEED)
      await untilJobsDone(server.databaseURL)
      const before = await snapshotDatabase(server.databaseURL)
      const statuses = new Map<number, number>()
      const failures: string[] = []
      const perOperation = new Map<string, number>()
      const slowest: { ms: number; label: string }[] = []
      const requests = Array.from({ length: REQUESTS }, (_, index) => {
        // Round-robin over the operations so each one gets its share, then random mutations.
        const op = API_ROUTES[index % API_ROUTES.length]!
        const key = `${op.method.toUpperCase()} ${op.path}`
        perOperation.set(key, (perOperation.get(key) ?? 0) + 1)
        return { ...fuzzRequest(random, op), localAddress: `127.0.0.${100 + random.int(150)}` }
      })

      let next = 0
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++]!
          let res: RawResponse
          try {
            res = await rawRequest(server.baseURL, { ...request, timeoutMs: 20_000 })
          } catch (error) {
            // A body the server refused before reading it all may reset the socket: not a 5xx,
            // but count it so a crash cannot hide here (the health check below catches those).
            const code = (error as NodeJS.ErrnoException).code
            statuses.set(-1, (statuses.get(-1) ?? 0) + 1)
            if (code !== 'ECONNRESET' && code !== 'EPIPE')
              failures.push(`${request.label} → ${String(error)}`)
            continue
          }
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          slowest.push({
            ms: Math.round(res.ms),
            label: `${res.status} ${request.label.slice(0, 100)}`,
          })
          if (res.status >= 500)
            failures.push(`${request.label} → ${res.status} ${res.text.slice(0, 300)}`)
          else if (STACK_TRACE.test(res.text))
            failures.push(`${request.label} → stack trace: ${res.text.slice(0, 300)}`)
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))

      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')
      console.info(
        `fuzz: ${requests.length} requests over ${perOperation.size} operations → ${summary}`,
      )
      if (process.env.FUZZ_TIMINGS === '1') {
        console.info(
          slowest
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 15)
            .map((entry) => `${entry.ms} ms ${entry.label}`)
            .join('\n'),
        )
      }
      expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
      expect(perOperation.size).toBe(API_ROUTES.length)
      expect([...perOperation.values()].every((count) => count >= 30)).toBe(true)

      await untilJobsDone(server.databaseURL)

      const after = await snapshotDatabase(server.databaseURL)
      expect(changedTables(before, after, QUEUE_TABLES)).toEqual([])

      const health = await rawRequest(server.baseURL, { path: '/api/health' })
      expect(health.status).toBe(200)
      expect(server.process.exitCode).toBeNull()
    },
  )
})
