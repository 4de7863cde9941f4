/**
 * `npm run bench:languages`: cached reads of the same list in the default language and in a
 * second one, measured in alternating rounds on one server so that drift of the machine falls
 * on both alike (in `npm run bench` each URL has its own slot, minutes apart). Prints req/s and
 * p99 per round and the median of each.
 *
 * Options: --rounds=3 --duration=5 (seconds per URL and round) --connections=50.
 */
import { parseArgs } from 'node:util'

import { freePort } from '../tests/helpers/freePort'
import { prepareBenchData } from './benchData'
import { startBenchServer } from './benchServer'
import { loadTest } from './loadTest'
import { settle } from './settle'

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
})

const READS = {
  default: '/api/projects?limit=100&page=1',
  'default, named': '/api/projects?limit=100&page=1&locale=en',
  Spanish: '/api/projects?limit=100&page=1&locale=es',
} as const

const server = await startBenchServer({
  name: `bench-languages-${await freePort()}`,
  port: await freePort(),
  dbPort: await freePort(),
  fresh: true,
})
try {
  await prepareBenchData(server.baseURL)
  const rps: Record<string, number[]> = {}
  for (let round = 1; round <= Number(options.rounds); round += 1) {
    for (const [label, path] of Object.entries(READS)) {
      await fetch(`${server.baseURL}${path}`).then((res) => res.arrayBuffer())
      await settle()
      const result = await loadTest(`${server.baseURL}${path}`, {
        connections: Number(options.connections),
        duration: Number(options.duration),
      })
      ;(rps[label] ??= []).push(result.rps)
      console.log(
        `round ${round}  ${label.padEnd(15)} ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
      )
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  for (const [label, values] of Object.entries(rps))
    console.log(`median  ${label.padEnd(15)} ${Math.round(median(values))} req/s`)
} finally {
  await server.stop()
}
