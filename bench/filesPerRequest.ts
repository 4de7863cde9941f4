/**
 * `npm run bench:files`: the project files whose functions run while the production server
 * (dist/server.js, fresh sample data) answers one cache miss of `GET /api/projects`. V8's
 * precise coverage is taken around that request (bench/coverageWindows.mjs) and each function
 * that ran is mapped back to its source through the bundle's source maps. An idle window of the
 * same length is taken after it: files listed there ran on timers, not for the request.
 * Options: --path=/api/projects (any request path).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { SourceMap } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { PROJECT_ROOT } from '../src/paths'
import { freePort } from '../tests/helpers/freePort'
import { startBenchServer } from './benchServer'

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/projects' },
    functions: { type: 'boolean', default: false },
  },
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Window = { url: string; starts: number[]; names: string[] }[]

/** The source of each generated position: the script's source map, else the script itself. */
const sourceFinder = () => {
  const scripts = new Map<string, ((offset: number) => string | undefined) | null>()
  const load = (file: string) => {
    if (!existsSync(file)) return null
    const text = readFileSync(file, 'utf8')
    const lineStarts = [0]
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1))
      lineStarts.push(at + 1)
    const mapFile = `${file}.map`
    if (!existsSync(mapFile)) return () => file
    const map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))
    return (offset: number) => {
      let low = 0
      let high = lineStarts.length - 1
      while (low < high) {
        const middle = (low + high + 1) >> 1
        if (lineStarts[middle]! <= offset) low = middle
        else high = middle - 1
      }
      const entry = map.findEntry(low, offset - lineStarts[low]!) as { originalSource?: string }
      if (!entry.originalSource) return undefined
      return entry.originalSource.startsWith('file:')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource)
    }
  }
  return (url: string, offset: number): string | undefined => {
    if (!url.startsWith('file:')) return undefined
    const file = fileURLToPath(url)
    if (!scripts.has(file)) scripts.set(file, load(file))
    return scripts.get(file)?.(offset)
  }
}

/** The project's own files (not packages, builds or this tool) among a window's functions. */
const projectFiles = (
  window: Window,
  sourceOf: ReturnType<typeof sourceFinder>,
): Map<string, Set<string>> => {
  const files = new Map<string, Set<string>>()
  for (const { url, starts, names } of window) {
    starts.forEach((offset, index) => {
      const source = sourceOf(url, offset)
      if (!source) return
      const relative = path.relative(PROJECT_ROOT, source)
      if (
        relative.startsWith('..') ||
        /^(bench\/|(.*\/)?(node_modules|dist|\.next)\/)/.test(relative)
      )
        return
      if (!files.has(relative)) files.set(relative, new Set())
      files.get(relative)!.add(names[index] || '(anonymous)')
    })
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)))
}

const windowsDir = mkdtempSync(path.join(os.tmpdir(), 'files-per-request-'))
let taken = 0
/** Ends the current coverage window and returns the functions that ran in it. */
const takeWindow = async (pid: number): Promise<Window> => {
  const file = path.join(windowsDir, `${taken++}.json`)
  process.kill(pid, 'SIGUSR2')
  while (!existsSync(file)) await sleep(20)
  return JSON.parse(readFileSync(file, 'utf8')) as Window
}

const server = await startBenchServer({
  name: `files-${await freePort()}`,
  port: await freePort(),
  dbPort: await freePort(),
  fresh: true,
  nodeArgs: ['--import', path.join(PROJECT_ROOT, 'bench/coverageWindows.mjs')],
  env: { COVERAGE_WINDOWS_DIR: windowsDir },
})
try {
  // Next prepares the admin after the first 200: let that, and the start-up's timers, pass.
  for (let tries = 0; tries < 600; tries += 1) {
    const res = await fetch(`${server.baseURL}/cms-api/projects?limit=1`).catch(() => null)
    await res?.arrayBuffer()
    if (res?.ok) break
    await sleep(200)
  }
  await sleep(3_000)
  await takeWindow(server.pid)
  const started = Date.now()
  const res = await fetch(`${server.baseURL}${options.path}`)
  await res.arrayBuffer()
  // The answer's 'finish' work (what the cache and the fast path keep) runs just after it.
  await sleep(200)
  const during = await takeWindow(server.pid)
  await sleep(Date.now() - started)
  const idle = await takeWindow(server.pid)

  const sourceOf = sourceFinder()
  const files = projectFiles(during, sourceOf)
  const background = projectFiles(idle, sourceOf)
  console.log(
    `GET ${options.path}: ${res.status}, X-Cache ${res.headers.get('x-cache') ?? '–'}; ${files.size} project files ran during the request:`,
  )
  for (const [file, names] of files) {
    const note = background.has(file) ? '  (also while idle)' : ''
    console.log(`  ${file}${note}${options.functions ? `: ${[...names].join(', ')}` : ''}`)
  }
  if (background.size)
    console.log(`Idle window of the same length: ${[...background.keys()].join(', ')}`)
} finally {
  await server.stop()
  rmSync(windowsDir, { recursive: true, force: true })
}
