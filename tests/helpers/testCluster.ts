import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { PROJECT_ROOT } from '../../src/paths'
import { startEmbeddedPostgres } from '../../src/platform/db/embeddedPostgres'
import { freePort } from './freePort'
import { startTestServer, type TestServer } from './testServer'

/**
 * The database every test server of a run is cloned from: migrated, seeded and holding the test
 * admin, made once per run by `prepareTemplate`.
 */
export const TEMPLATE_DATABASE = 'portfolio_template'

/** The one embedded PostgreSQL of a test run, on which each test server gets its own database. */
export type TestCluster = {
  /** The maintenance database's URL (for CREATE DATABASE), handed to the test processes. */
  url: string
  stop: () => Promise<void>
}

/** The URL of `database` on the cluster whose maintenance URL is `clusterURL`. */
export const databaseURLOn = (clusterURL: string, database: string): string => {
  const url = new URL(clusterURL)
  url.pathname = `/${database}`
  return url.toString()
}

const onMaintenance = async <T>(clusterURL: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: clusterURL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A fresh embedded cluster in `.data/<name>` (a leftover folder of a killed run is wiped). */
export const startTestCluster = async (name: string): Promise<TestCluster> => {
  const dataDir = path.join(PROJECT_ROOT, '.data', name)
  rmSync(dataDir, { recursive: true, force: true })
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' })
  return {
    url: db.url,
    stop: async () => {
      await db.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Makes the template: a production server started once on it applies the migrations, creates the
 * test admin and seeds the sample content, exactly as on a first `npm start`, and is stopped.
 */
export const prepareTemplate = async (clusterURL: string): Promise<void> => {
  await onMaintenance(clusterURL, (client) =>
    client.query(`CREATE DATABASE ${quoted(TEMPLATE_DATABASE)}`),
  )
  const port = await freePort()
  const server = await startTestServer({
    name: `test-template-${port}`,
    port,
    databaseURL: databaseURLOn(clusterURL, TEMPLATE_DATABASE),
  })
  await server.stop()
}

/**
 * A new database, a copy of the template (or an empty one), for one test server or test file;
 * returns its URL. Copying takes a fraction of a second where migrating and seeding take seconds.
 */
export const createTestDatabase = async (
  clusterURL: string,
  name: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<string> => {
  await onMaintenance(clusterURL, (client) =>
    client.query(
      `CREATE DATABASE ${quoted(name)}${empty ? '' : ` TEMPLATE ${quoted(TEMPLATE_DATABASE)}`}`,
    ),
  )
  return databaseURLOn(clusterURL, name)
}

/**
 * A production server on a new copy of the template (with `empty`, a new empty database it
 * migrates and seeds as on a first start), where one on an embedded database of its own spends
 * seconds more on initdb; without a cluster (specs run against a running server), on one. The
 * database is dropped when the server stops.
 */
export const startServerOnCopy = async (
  clusterURL: string | undefined,
  { empty, ...options }: Parameters<typeof startTestServer>[0] & { empty?: boolean },
): Promise<TestServer> => {
  if (!clusterURL) return startTestServer({ ...options, dbPort: await freePort() })
  const database = options.name.replace(/\W/g, '_')
  const server = await startTestServer({
    ...options,
    databaseURL: await createTestDatabase(clusterURL, database, { empty }),
  })
  return {
    ...server,
    stop: async (stopOptions) => {
      await server.stop(stopOptions)
      await dropTestDatabase(clusterURL, database)
    },
  }
}

/** Drops a test database, ending any connection a stopped server left behind. */
export const dropTestDatabase = async (clusterURL: string, name: string): Promise<void> => {
  await onMaintenance(clusterURL, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
  )
}
