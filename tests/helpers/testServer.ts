import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'

import { PROJECT_ROOT } from '../../src/paths'
import { SERVER_ENTRY, serverProcessEnv, stopServerProcess } from './serverProcess'

export type TestServer = {
  baseURL: string
  /** URL of the server's embedded database (for checks that read rows directly). */
  databaseURL: string
  /** The server's uploads folder (`.data/<name>/media` unless `env.MEDIA_DIR` says otherwise). */
  mediaDir: string
  /** Everything the server wrote to stdout and stderr so far (only with `captureOutput`). */
  output: () => string
  process: ChildProcess
  /** SIGTERM and wait for exit; the data folder is removed unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>
}

/**
 * The health check's status, on a connection closed after it: one left in fetch's pool was
 * reused by a test's first request just as the server, busy starting Next, dropped it
 * (ECONNRESET on a loaded machine).
 */
const healthStatus = (baseURL: string): Promise<number> =>
  new Promise((resolve, reject) => {
    get(`${baseURL}/api/health`, { agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode!)
    }).on('error', reject)
  })

/** Waits until the server answers its health check: healthy, or (`anyAnswer`) at all. */
const waitForHealth = async (
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
  anyAnswer: boolean,
) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Test server exited early (code ${child.exitCode})`)
    try {
      const status = await healthStatus(baseURL)
      if ((status >= 200 && status < 300) || anyAnswer) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Test server at ${baseURL} not healthy after ${timeoutMs} ms`)
}

/**
 * Starts the production server (the bundle in `dist/`, NODE_ENV=production) exactly as `npm run
 * serve` does: on a fresh embedded database in `.data/<name>`, or on `databaseURL` (a database of
 * the run's test cluster, see testCluster.ts), where it behaves as on its own embedded database.
 * Requires a current build (`ensureCurrentBuild`, which the integration and end-to-end set-ups run).
 */
export const startTestServer = async ({
  name,
  port,
  dbPort,
  databaseURL,
  env = {},
  fresh = true,
  captureOutput = false,
  waitFor = 'healthy',
}: {
  name: string
  port: number
  /** The embedded database's port (unused with `databaseURL`). */
  dbPort?: number
  databaseURL?: string
  env?: Record<string, string>
  fresh?: boolean
  /** Keep the server's stdout/stderr in memory for `output()` instead of passing them on. */
  captureOutput?: boolean
  /** `listening`: return once it answers at all (a start while its database is down). */
  waitFor?: 'healthy' | 'listening'
}): Promise<TestServer> => {
  const dataDir = path.join(PROJECT_ROOT, '.data', name)
  if (fresh) rmSync(dataDir, { recursive: true, force: true })
  const baseURL = `http://127.0.0.1:${port}`
  const processEnv = serverProcessEnv({
    port,
    dbPort,
    dataDir,
    // A cluster database is the local start's own, not a deployment's (no secret required, HTTP
    // cookies): as the server itself marks the embedded database it started.
    env: databaseURL ? { DATABASE_URL: databaseURL, PORTFOLIO_EMBEDDED_DB: '1', ...env } : env,
  })
  const mediaDir = processEnv.MEDIA_DIR!
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: processEnv,
    stdio: captureOutput
      ? ['ignore', 'pipe', 'pipe']
      : ['ignore', process.env.TEST_SERVER_LOGS === '1' ? 'inherit' : 'ignore', 'inherit'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    await waitForHealth(baseURL, child, 90_000, waitFor === 'listening')
  } catch (error) {
    // A server that never became healthy must not outlive the test (nor its database).
    await stopServerProcess(child, dataDir)
    throw error
  }
  return {
    baseURL,
    databaseURL: databaseURL ?? `postgres://postgres:portfolio-local@127.0.0.1:${dbPort}/portfolio`,
    mediaDir,
    output: () => output,
    process: child,
    stop: (options) => stopServerProcess(child, dataDir, options),
  }
}
