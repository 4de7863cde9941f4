/**
 * `npm run bench`: the performance figures of docs/performance.md, measured side by side on a
 * production build and a scratch database.
 *
 * 1. First start on a fresh data folder (initdb, migrations, seed) → time to the first 200 on /;
 *    three photos are uploaded and put on every project, so lists carry populated uploads.
 * 2. Second start on that warm folder (cache on) → time to first 200; every public read of the
 *    contract under load, next to a bare express route and Payload's own REST; Lighthouse.
 * 3. Third start with `API_CACHE=off` → the same reads, uncached.
 * 4. Gzipped JS of the first visit of each route, from the build's manifest.
 * Each load test starts once the machine is quiet (bench/settle.ts).
 * The server bundles (dist/, with the bench's baseline route in dist/bench-server.js) are rebuilt
 * first; the site and admin builds must exist.
 *
 * Options: --duration=10 (seconds per URL) --connections=50 --lighthouse-runs=1 --no-lighthouse
 * --quick (3 s per URL) --save-baseline. Results: printed, and kept in .bench/ (latest.md,
 * latest.json). Every figure is compared with the recorded baseline (bench/baseline.json) and a
 * drop of more than 15% is flagged; --save-baseline records this run as the new baseline.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { SITE_DIST_DIR, PROJECT_ROOT } from '../src/paths'
import { freePort } from '../tests/helpers/freePort'
import { prepareBenchData } from './benchData'
import { BENCH_ENTRY, type BenchServer, buildBenchServer, startBenchServer } from './benchServer'
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  firstLoadJs,
  hasSiteBuild,
  ROUTE_MODULES,
  type SiteRoute,
} from './firstLoadJs'
import { measureBeacon } from './audienceBeacon'
import { benchmarkIndexLine, type FormFactor, lighthouse, type LighthouseScore } from './lighthouse'
import { type BenchFigures, compareWithBaseline } from './compareBaseline'
import { type LoadResult, loadTest } from './loadTest'
import { startRawReference } from './rawReference'
import { BENCH_BARE_PATH } from './benchApp'
import { settle } from './settle'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: '1' },
    'no-lighthouse': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'save-baseline': { type: 'boolean', default: false },
  },
})
const duration = options.quick ? 3 : Number(options.duration)
const connections = Number(options.connections)
const lighthouseRuns = Number(options['lighthouse-runs'])

if (!hasSiteBuild(SITE_DIST_DIR) || !existsSync(path.join(PROJECT_ROOT, '.next', 'BUILD_ID'))) {
  console.error(
    'No production build: run `npm run build` first (the site with its manifest, and the admin).',
  )
  process.exit(1)
}
// The server bundles take seconds: rebuilt so the figures are those of the current code.
await buildBenchServer()

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const machine = {
  cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  loadAtStart: load(),
}
log(
  `machine: ${machine.cpu}, ${machine.memory}, Node ${machine.node}; load average ${machine.loadAtStart}`,
)
if (os.loadavg()[0]! > os.cpus().length)
  log('the machine is busy: figures will be low; rerun when it is idle')

/** The public reads measured, as the SPA and crawlers ask for them. */
const endpoints = (
  slug: string,
): { label: string; path: string; headers?: Record<string, string> }[] => [
  { label: 'GET /api/projects', path: '/api/projects' },
  { label: 'GET /api/projects?limit=100 (SPA)', path: '/api/projects?limit=100&page=1' },
  {
    label: 'GET /api/projects?limit=100, br',
    path: '/api/projects?limit=100&page=1',
    headers: { 'accept-encoding': 'br' },
  },
  { label: `GET /api/projects/slug/${slug}`, path: `/api/projects/slug/${slug}` },
  { label: 'GET /api/skills', path: '/api/skills' },
  { label: 'GET /api/skills?limit=100 (SPA)', path: '/api/skills?limit=100&page=1' },
  { label: 'GET /api/skills/category/Frontend', path: '/api/skills/category/Frontend' },
  { label: 'GET /api/experiences?limit=100', path: '/api/experiences?limit=100&page=1' },
  { label: 'GET /api/education?limit=100', path: '/api/education?limit=100&page=1' },
  { label: 'GET /api/interests?limit=100', path: '/api/interests?limit=100&page=1' },
  { label: 'GET /api/personal-info', path: '/api/personal-info' },
  // The same reads in the site's second language (bench data: Spanish titles, English rest).
  {
    label: 'GET /api/projects?limit=100&locale=es (SPA)',
    path: '/api/projects?limit=100&page=1&locale=es',
  },
  { label: 'GET /api/personal-info?locale=es', path: '/api/personal-info?locale=es' },
]
const BARE = { label: 'bare express route (baseline)', path: BENCH_BARE_PATH }
const NATIVE = { label: "Payload's REST GET /cms-api/projects", path: '/cms-api/projects' }

type Run = Record<string, LoadResult>

/**
 * The server answers / before Next (admin, Payload's REST) has prepared: wait for that, so
 * Next's start-up work does not run during the first measurement.
 */
const waitForNext = async (server: BenchServer) => {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const res = await fetch(`${server.baseURL}${NATIVE.path}?limit=1`).catch(() => null)
    await res?.arrayBuffer()
    if (res?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('Payload REST (Next) not ready after 120 s')
}

const measure = async (
  server: BenchServer,
  targets: { label: string; path: string; headers?: Record<string, string> }[],
): Promise<Run> => {
  const run: Run = {}
  for (const target of targets) {
    const waited = await settle()
    if (waited > 1_500) log(`waited ${(waited / 1000).toFixed(1)} s for the machine to be quiet`)
    run[target.label] = await loadTest(`${server.baseURL}${target.path}`, {
      connections,
      duration,
      headers: target.headers,
    })
    const r = run[target.label]!
    log(
      `${target.label}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
    )
  }
  return run
}

const name = `bench-${await freePort()}`
const dbPort = await freePort()
// The beacon's per-address limit is not what the bench measures: every request comes from here.
const env = { AUDIENCE_EVENTS_PER_MINUTE: '1000000' }

// 1. First start on a fresh folder, then realistic content.
log('first start (fresh data folder)…')
const start = (options: { port: number; env: Record<string, string>; fresh: boolean }) =>
  startBenchServer({ name, dbPort, entry: BENCH_ENTRY, ...options })
let server = await start({ port: await freePort(), env, fresh: true })
const coldFresh = { firstOkMs: server.firstOkMs, steps: server.bootSteps }
log(`first 200 on / after ${Math.round(server.firstOkMs)} ms`)
const { projectSlugs } = await prepareBenchData(server.baseURL)
await server.stop({ keepData: true })

// 2. Second start, cache on: the reads and Lighthouse.
log('second start (warm data folder, cache on)…')
server = await start({ port: await freePort(), env, fresh: false })
const coldWarm = { firstOkMs: server.firstOkMs, steps: server.bootSteps }
log(`first 200 on / after ${Math.round(server.firstOkMs)} ms`)
const targets = endpoints(projectSlugs[0]!)
await waitForNext(server)
const memoryIdle = server.memory()
const cached = await measure(server, [BARE, ...targets, NATIVE])
const memoryLoaded = server.memory()
// The ceiling: bare node:http answering the bytes and headers of the cached /api/projects.
const RAW = 'raw node:http, the same answer as GET /api/projects (ceiling)'
const reference = await startRawReference(`${server.baseURL}/api/projects`)
await settle()
cached[RAW] = await loadTest(reference.url, { connections, duration })
await reference.stop()
log(`${RAW}: ${Math.round(cached[RAW]!.rps)} req/s, p99 ${cached[RAW]!.p99} ms`)

// The audience beacon (issue 30), and the cached reads beside a stream of events.
log('audience beacon…')
const beacon = await measureBeacon(server, { connections, duration })
log(
  `POST /api/events: ${Math.round(beacon.events.rps)} req/s, p99 ${beacon.events.p99} ms; cached reads ${Math.round(beacon.readsAlone.rps)} req/s alone, ${Math.round(beacon.readsWithEvents.rps)} with ${Math.round(beacon.stream.rps)} events/s`,
)

// The pages in other languages: their words load besides the page's (issue 29).
const LIGHTHOUSE_ROUTES = ['/', '/projects', '/projects/1', '/skills', '/es/', '/ar/projects']
const scores: Record<string, Partial<Record<FormFactor, LighthouseScore>>> = {}
if (!options['no-lighthouse']) {
  for (const route of LIGHTHOUSE_ROUTES) {
    scores[route] = {}
    for (const formFactor of ['mobile', 'desktop'] as const) {
      log(`lighthouse ${formFactor} ${route}…`)
      scores[route][formFactor] = await lighthouse(
        `${server.baseURL}${route}`,
        formFactor,
        lighthouseRuns,
      )
    }
  }
}
await server.stop({ keepData: true })

// 3. Third start, cache off.
log('third start (API_CACHE=off)…')
server = await start({ port: await freePort(), env: { ...env, API_CACHE: 'off' }, fresh: false })
await waitForNext(server)
const uncached = await measure(server, [BARE, ...targets, NATIVE])
await server.stop()

// 4. First-load JS.
const js = (Object.keys(ROUTE_MODULES) as SiteRoute[]).map((route) =>
  firstLoadJs(SITE_DIST_DIR, route),
)

// Report.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const rps = (r?: LoadResult) => (r ? Math.round(r.rps).toLocaleString('en-US') : '–')
const ms = (value?: number) => (value === undefined ? '–' : `${value}`)
const ratio = (a?: LoadResult, b?: LoadResult) => (a && b ? `${(a.rps / b.rps).toFixed(2)}×` : '–')

const lines: string[] = []
lines.push(
  `Measured ${new Date().toISOString()} on ${machine.cpu}, ${machine.memory}, ${machine.os}, Node ${machine.node}.`,
)
lines.push(
  `Load average at start ${machine.loadAtStart}, at end ${load()}. autocannon: ${connections} connections, ${duration} s per URL after a 2 s warm-up, no Accept-Encoding unless noted.`,
)
lines.push('')
lines.push(
  '| Request | cached req/s | p50 ms | p99 ms | uncached req/s | p50 ms | p99 ms | cached ÷ bare | uncached ÷ Payload REST (same projects) |',
)
lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
for (const label of [RAW, BARE.label, ...targets.map((target) => target.label), NATIVE.label]) {
  const c = cached[label]
  const u = uncached[label]
  // Payload's REST list is the same data as the contract's project lists only.
  const sameData = label.startsWith('GET /api/projects') && !label.includes('/slug/')
  lines.push(
    `| ${label} | ${rps(c)} | ${ms(c?.p50)} | ${ms(c?.p99)} | ${rps(u)} | ${ms(u?.p50)} | ${ms(u?.p99)} | ${ratio(c, cached[BARE.label])} | ${sameData ? ratio(u, uncached[NATIVE.label]) : '–'} |`,
  )
}
const projects = cached['GET /api/projects']!
const projectsUncached = uncached['GET /api/projects']!
lines.push('')
lines.push('Targets:')
lines.push(
  `- cached GET /api/projects ≥ 0.5× raw node:http with the same answer: ${ratio(projects, cached[RAW])} → ${projects.rps >= 0.5 * cached[RAW]!.rps ? 'met' : 'NOT met'}`,
)
lines.push(
  `- cached GET /api/projects p99 ≤ 10 ms at ${connections} connections: ${projects.p99} ms → ${projects.p99 <= 10 ? 'met' : 'NOT met'}`,
)
lines.push(
  `- cached GET /api/projects ≥ 50% of the bare route: ${ratio(projects, cached[BARE.label])} → ${projects.rps >= 0.5 * cached[BARE.label]!.rps ? 'met' : 'NOT met'}`,
)
lines.push(
  `- uncached GET /api/projects ≥ 2× Payload's REST: ${ratio(projectsUncached, uncached[NATIVE.label])} → ${projectsUncached.rps >= 2 * uncached[NATIVE.label]!.rps ? 'met' : 'NOT met'}`,
)
lines.push(
  `- POST /api/events ≥ 5,000 events/s with p99 ≤ 10 ms: ${Math.round(beacon.events.rps)} events/s, p99 ${beacon.events.p99} ms → ${beacon.events.rps >= 5000 && beacon.events.p99 <= 10 ? 'met' : 'NOT met'}${beacon.events.non2xx || beacon.events.errors ? ` (${beacon.events.non2xx} non-2xx, ${beacon.events.errors} errors)` : ''}`,
)
lines.push(
  `- cached GET /api/projects?limit=100 while ${Math.round(beacon.stream.rps)} events/s flow: ${Math.round(beacon.readsWithEvents.rps)} req/s (p99 ${beacon.readsWithEvents.p99} ms) against ${Math.round(beacon.readsAlone.rps)} (p99 ${beacon.readsAlone.p99} ms) alone`,
)
lines.push('')
lines.push('| Route | first-load JS (gzip) | files |')
lines.push('|---|---:|---:|')
for (const route of js)
  lines.push(`| ${route.route} | ${kb(route.gzipBytes)} | ${route.files.length} |`)
lines.push(
  `Budget for /: ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} → ${js[0]!.gzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES ? 'met' : 'NOT met'}`,
)
if (Object.keys(scores).length) {
  lines.push('')
  lines.push(
    `Lighthouse 12 (performance; median of ${lighthouseRuns} run${lighthouseRuns > 1 ? 's' : ''}; mobile = default simulated throttling):`,
  )
  lines.push('')
  lines.push('| Route | mobile | CLS | LCP ms | TBT ms | JS sent | desktop | CLS | LCP ms |')
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const [route, byForm] of Object.entries(scores)) {
    const m = byForm.mobile
    const d = byForm.desktop
    lines.push(
      `| ${route} | ${m?.performance ?? '–'} | ${m?.cls.toFixed(3) ?? '–'} | ${Math.round(m?.lcpMs ?? NaN)} | ${Math.round(m?.tbtMs ?? NaN)} | ${m ? kb(m.scriptBytes) : '–'} | ${d?.performance ?? '–'} | ${d?.cls.toFixed(3) ?? '–'} | ${Math.round(d?.lcpMs ?? NaN)} |`,
    )
  }
  lines.push(
    '',
    benchmarkIndexLine(Object.values(scores).flatMap((byForm) => Object.values(byForm))),
  )
}
lines.push('')
lines.push('Cold start of the production server with the embedded database, to the first 200 on /:')
lines.push(
  `- fresh data folder (initdb, migrations, seed): ${Math.round(coldFresh.firstOkMs)} ms (${Object.entries(
    coldFresh.steps,
  )
    .map(([step, at]) => `${step} ${at}`)
    .join(', ')})`,
)
lines.push(
  `- warm data folder (second start): ${Math.round(coldWarm.firstOkMs)} ms (${Object.entries(
    coldWarm.steps,
  )
    .map(([step, at]) => `${step} ${at}`)
    .join(', ')})`,
)
lines.push('')
lines.push(
  `Memory of the server process (RSS; the embedded PostgreSQL not included): ${memoryIdle.rssMiB} MiB idle after the warm start (admin prepared), ${memoryLoaded.rssMiB} MiB after the cached reads, peak ${memoryLoaded.peakMiB} MiB.`,
)

const BASELINE = path.join(PROJECT_ROOT, 'bench', 'baseline.json')
const figures: BenchFigures = { machine, cached, uncached }
lines.push('')
if (existsSync(BASELINE)) {
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as BenchFigures & { measured: string }
  const drops = compareWithBaseline(figures, baseline)
  lines.push(`Against the baseline of ${baseline.measured} (bench/baseline.json):`)
  lines.push(...(drops.length ? drops : ['- no figure dropped by more than 15%']))
} else lines.push('No baseline recorded yet: `npm run bench -- --save-baseline` records this run.')
if (options['save-baseline']) {
  writeFileSync(
    BASELINE,
    `${JSON.stringify({ measured: new Date().toISOString(), ...figures }, null, 2)}\n`,
  )
  lines.push('This run is now the baseline (bench/baseline.json).')
}

const report = lines.join('\n')
console.log(report)
const outDir = path.join(PROJECT_ROOT, '.bench')
mkdirSync(outDir, { recursive: true })
writeFileSync(path.join(outDir, 'latest.md'), `${report}\n`)
writeFileSync(
  path.join(outDir, 'latest.json'),
  JSON.stringify(
    {
      machine,
      connections,
      duration,
      cached,
      uncached,
      js,
      scores,
      coldFresh,
      coldWarm,
      memory: { idle: memoryIdle, afterCachedReads: memoryLoaded },
    },
    null,
    2,
  ),
)
log(`saved .bench/latest.md and .bench/latest.json`)
