/**
 * `npm run bench:release -- <git ref>`: cached `GET /api/projects` on an earlier release and on
 * this checkout, beside a raw `node:http` server answering the same bytes, in one sitting on
 * this machine, in alternating rounds (release, this, release, this…) so a change in the
 * machine's state weighs on both alike. With `--profile`, each server is also profiled under
 * the same load and the functions taking the most CPU are listed.
 *
 * The release's server is built from a git worktree in `.bench/release-<sha>` that borrows this
 * checkout's node_modules and builds (the admin and the site are not on the measured path).
 * Options: --duration=8 --connections=50 --rounds=2 --profile --uncached (the servers with
 * `API_CACHE=off`: every read goes to the database) --events (POST /api/events, the beacon, its
 * per-address limit lifted) --path=/api/projects (the address loaded: a
 * page such as `/projects/1`, or one that is the 404 page, measures the site's side)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { PROJECT_ROOT } from '../src/paths'
import { freePort } from '../tests/helpers/freePort'
import { type BenchServer, startBenchServer } from './benchServer'
import { topSelfTimes } from './cpuProfileSummary'
import { type LoadResult, loadTest } from './loadTest'
import { startRawReference } from './rawReference'
import { BEACON_EVENTS } from './audienceBeacon'
import { settle } from './settle'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    profile: { type: 'boolean', default: false },
    uncached: { type: 'boolean', default: false },
    path: { type: 'string', default: '/api/projects' },
    events: { type: 'boolean', default: false },
  },
})
const ref = positionals[0]
if (!ref) {
  console.error('Usage: npm run bench:release -- <git ref> [--rounds=2] [--profile]')
  process.exit(1)
}
const duration = Number(options.duration)
const connections = Number(options.connections)
const log = (message: string) => process.stderr.write(`[bench:release] ${message}\n`)
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim()

const sha = git('rev-parse', '--short', `${ref}^{commit}`)
const releaseRoot = path.join(PROJECT_ROOT, '.bench', `release-${sha}`)
if (!existsSync(releaseRoot)) {
  mkdirSync(path.dirname(releaseRoot), { recursive: true })
  git('worktree', 'add', '--detach', releaseRoot, sha)
}
// The release runs on this checkout's packages and builds: only its server bundle is its own.
for (const shared of ['node_modules', '.next', path.join('frontend', 'dist')]) {
  const link = path.join(releaseRoot, shared)
  rmSync(link, { recursive: true, force: true })
  symlinkSync(path.join(PROJECT_ROOT, shared), link)
}
log(`building the server of ${ref} (${sha}) and of this checkout`)
for (const root of [releaseRoot, PROJECT_ROOT]) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' })
}

const TARGETS = [
  { label: `release ${sha}`, root: releaseRoot },
  { label: 'this checkout', root: PROJECT_ROOT },
]
const PATH = options.events ? '/api/events' : options.path
// --events: the audience beacon as fast as it goes, from one address (its limit lifted).
const load = options.events ? BEACON_EVENTS : {}

/** Starts one server on a fresh database and fills the cache (and the fast path) with PATH. */
const start = async (root: string, name: string, nodeArgs: string[] = []) => {
  const server = await startBenchServer({
    name,
    port: await freePort(),
    dbPort: await freePort(),
    fresh: true,
    root,
    nodeArgs,
    env: {
      ...(options.uncached ? { API_CACHE: 'off' } : {}),
      ...(options.events ? { AUDIENCE_EVENTS_PER_MINUTE: '1000000' } : {}),
    },
  })
  if (!options.events)
    for (let i = 0; i < 3; i += 1) await (await fetch(server.baseURL + PATH)).arrayBuffer()
  return server
}

const results = new Map<string, LoadResult[]>()
const keep = (label: string, result: LoadResult) =>
  results.set(label, [...(results.get(label) ?? []), result])

const servers: BenchServer[] = []
try {
  for (const [i, target] of TARGETS.entries())
    servers.push(await start(target.root, `bench-release-${i}`))
  const raw = await startRawReference(
    servers[1]!.baseURL + (options.events ? '/api/projects' : PATH),
  )
  try {
    for (let round = 1; round <= Number(options.rounds); round += 1) {
      for (const [i, target] of TARGETS.entries()) {
        await settle()
        log(`round ${round}: ${target.label}`)
        const url = servers[i]!.baseURL + PATH
        keep(target.label, await loadTest(url, { connections, duration, ...load }))
      }
      await settle()
      log(`round ${round}: raw node:http`)
      keep('raw node:http', await loadTest(raw.url, { connections, duration }))
    }
  } finally {
    await raw.stop()
  }
} finally {
  for (const server of servers) await server.stop()
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const rawRps = median(results.get('raw node:http')!.map((result) => result.rps))
console.log(
  `\n${options.events ? 'POST' : options.uncached ? 'Uncached GET' : 'Cached GET'} ${PATH}, ${connections} connections, ${duration} s, ${options.rounds} rounds (median; each round's figures in brackets)\n`,
)
console.log('| | req/s | p99 | ratio to raw |')
console.log('|---|---|---|---|')
for (const [label, runs] of results) {
  const rps = median(runs.map((run) => run.rps))
  const p99 = median(runs.map((run) => run.p99))
  const rounds = runs.map((run) => Math.round(run.rps).toLocaleString('en')).join(', ')
  console.log(
    `| ${label} | ${Math.round(rps).toLocaleString('en')} [${rounds}] | ${p99} ms | ${(rps / rawRps).toFixed(2)}× |`,
  )
}

if (options.profile) {
  for (const [i, target] of TARGETS.entries()) {
    const dir = path.join(PROJECT_ROOT, '.bench', `profile-${i}`)
    rmSync(dir, { recursive: true, force: true })
    const server = await start(target.root, `bench-release-profile-${i}`, [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
    ])
    await settle()
    const result = await loadTest(server.baseURL + PATH, { connections, duration })
    await server.stop()
    console.log(
      `\nCPU profile under the same load, ${target.label} (${Math.round(result.rps).toLocaleString('en')} req/s while profiled): self time\n`,
    )
    for (const { share, where } of topSelfTimes(dir)) {
      console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${where}`)
    }
  }
}
