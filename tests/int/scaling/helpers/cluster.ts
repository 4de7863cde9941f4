import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { PROJECT_ROOT } from '../../../../src/paths'
import {
  type EmbeddedDb,
  startEmbeddedPostgres,
} from '../../../../src/platform/db/embeddedPostgres'
import { freePort } from '../../../helpers/freePort'
import { startTestServer, type TestServer } from '../../../helpers/testServer'

/** The same secret on every instance, as a deployment must have (32+ characters). */
const SECRET = '7d3f0b9e2c6a1f4e8b5d0c3a7e9f2b6d1c4a8e0f'

export type Cluster = {
  /** The one PostgreSQL every instance uses. */
  databaseURL: string
  servers: TestServer[]
  /** One query on a connection of its own. */
  query: <T = Record<string, unknown>>(sql: string, values?: unknown[]) => Promise<T[]>
  /** Stops PostgreSQL (fast shutdown: every connection is cut) and starts it again. */
  restartDatabase: () => Promise<void>
  /** Stops instance `index` gracefully and starts it again on the same port. */
  restartServer: (index: number) => Promise<TestServer>
  stop: () => Promise<void>
}

/**
 * `instances` production servers (the same build, `dist/server.js` as `npm run serve` runs it)
 * on loopback, sharing one PostgreSQL that the test owns and can restart: only `DATABASE_URL`,
 * `PAYLOAD_SECRET` and each one's `PORT` set them up, as docs/scaling.md says. The first
 * starts alone (it applies the migrations, creates the admin and seeds), the others then
 * together. Their output is kept (`output()`) for checks on what they logged.
 */
export const startCluster = async ({
  name,
  instances,
  env = {},
}: {
  name: string
  instances: number
  env?: Record<string, string>
}): Promise<Cluster> => {
  const dataDir = path.join(PROJECT_ROOT, '.data', `${name}-postgres`)
  rmSync(dataDir, { recursive: true, force: true })
  const dbPort = await freePort()
  const startDb = () => startEmbeddedPostgres({ dataDir, port: dbPort, database: 'portfolio' })
  let db: EmbeddedDb = await startDb()
  const common = { ...env, PAYLOAD_SECRET: SECRET, DATABASE_URL: db.url }
  const ports: number[] = []
  for (let i = 0; i < instances; i++) ports.push(await freePort())
  const startServer = async (index: number) =>
    startTestServer({
      name: `${name}-${index}`,
      port: ports[index]!,
      // Unused: DATABASE_URL is set, so no embedded database is started.
      dbPort: await freePort(),
      env: common,
      captureOutput: true,
    })
  const servers: TestServer[] = []
  try {
    servers.push(await startServer(0))
    servers.push(...(await Promise.all(ports.slice(1).map((_, i) => startServer(i + 1)))))
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()))
    await db.stop()
    throw error
  }
  const query = async <T>(sql: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      return (await client.query(sql, values)).rows as T[]
    } finally {
      await client.end()
    }
  }
  return {
    databaseURL: db.url,
    servers,
    query,
    restartDatabase: async () => {
      await db.stop()
      db = await startDb()
    },
    restartServer: async (index) => {
      await servers[index]!.stop()
      servers[index] = await startServer(index)
      return servers[index]
    },
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await db.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
