import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'esbuild'

import { buildServer } from '../scripts/build-server.mjs'
import { PROJECT_ROOT } from '../src/paths'
import { SERVER_ENTRY, serverProcessEnv, stopServerProcess } from '../tests/helpers/serverProcess'
import { type ProcessMemory, processMemory } from './processMemory'

/** The production bundle with the bench's baseline route (bench/benchApp.ts). */
export const BENCH_ENTRY = 'dist/bench-server.js'

/** In the server's entry, the app module is bench/benchApp.ts, which wraps the product's. */
const withBenchApp: Plugin = {
  name: 'bench-app',
  setup: (build) => {
    build.onResolve({ filter: /^\.\/server\/createApp$/ }, (args) =>
      args.importer === path.join(PROJECT_ROOT, 'src/server.ts')
        ? { path: path.join(PROJECT_ROOT, 'bench/benchApp.ts') }
        : undefined,
    )
  },
}

/** Rebuilds the production bundle (dist/server.js) and the bench's beside it (`BENCH_ENTRY`). */
export const buildBenchServer = async (): Promise<void> => {
  await buildServer()
  await buildServer({ name: 'bench-server', clean: false, plugins: [withBenchApp] })
}

export type BenchServer = {
  baseURL: string
  pid: number
  /** Milliseconds from spawning the process to the first 200 on `/`. */
  firstOkMs: number
  /** `BOOT_TRACE=1` lines: start-up step → milliseconds since the process began. */
  bootSteps: Record<string, number>
  /** The server process's memory now (and its peak so far). */
  memory: () => ProcessMemory
  stop: (options?: { keepData?: boolean }) => Promise<void>
}

/**
 * Starts the production server (`entry`: dist/server.js, or the bench's `BENCH_ENTRY`;
 * NODE_ENV=production, embedded PostgreSQL in `.data/<name>`) as `npm run serve` would, and times
 * it to the first 200 on `/`. Request log lines go to /dev/null (still written, as in production).
 */
export const startBenchServer = async ({
  name,
  port,
  dbPort,
  env = {},
  fresh,
  nodeArgs = [],
  root = PROJECT_ROOT,
  entry = SERVER_ENTRY,
}: {
  name: string
  port: number
  dbPort: number
  env?: Record<string, string>
  /** Remove the data folder first (a first start: initdb, migrations, seed). */
  fresh: boolean
  /** Extra Node flags, e.g. `--cpu-prof` to profile the server. */
  nodeArgs?: string[]
  /** The checkout whose bundle runs (another release's, for a comparison). */
  root?: string
  entry?: string
}): Promise<BenchServer> => {
  const dataDir = path.join(PROJECT_ROOT, '.data', name)
  if (fresh) rmSync(dataDir, { recursive: true, force: true })
  const baseURL = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: serverProcessEnv({ port, dbPort, dataDir, env: { BOOT_TRACE: '1', ...env } }),
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const bootSteps: Record<string, number> = {}
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    for (const match of chunk.toString().matchAll(/\[boot\] (.+) at (\d+) ms/g))
      bootSteps[match[1]!] = Number(match[2])
  })

  let firstOkMs = 0
  const deadline = Date.now() + 180_000
  while (!firstOkMs) {
    if (child.exitCode !== null)
      throw new Error(`Server exited early (code ${child.exitCode}):\n${stderr.slice(-2000)}`)
    if (Date.now() > deadline)
      throw new Error(`Server not answering / after 180 s:\n${stderr.slice(-2000)}`)
    try {
      const res = await fetch(`${baseURL}/`)
      await res.arrayBuffer()
      if (res.status === 200) firstOkMs = performance.now() - started
    } catch {
      // not listening yet
    }
    if (!firstOkMs) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  return {
    baseURL,
    pid: child.pid!,
    firstOkMs,
    bootSteps,
    memory: () => processMemory(child.pid!),
    stop: (options) => stopServerProcess(child, dataDir, options),
  }
}
