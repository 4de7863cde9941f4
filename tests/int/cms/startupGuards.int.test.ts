import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { SERVER_ENTRY, serverProcessEnv } from '../../helpers/serverProcess'

/** The production server, as `npm run serve` starts it. */
const SERVER = [SERVER_ENTRY]
/** The seed command, as `npm run seed` runs it. */
const SEED = ['--import', 'tsx', 'src/server/commands/runSeed.ts']

/** Runs Node with `nodeArgs` (one of the commands above and its arguments) in the project. */
const run = (
  nodeArgs: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stderr: string; stdout: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })

describe('start-up guards', () => {
  it('stops with one plain line, before the database starts, when the port is busy', async () => {
    const port = await freePort()
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(port, resolve))
    const dataDir = path.join(PROJECT_ROOT, '.data', `test-busy-port-${port}`)
    try {
      const { code, stderr } = await run(
        SERVER,
        serverProcessEnv({ port, dbPort: await freePort(), dataDir }),
      )
      expect(code).toBe(1)
      expect(stderr.trim()).toBe(
        `Port ${port} is already in use — stop the other server or set PORT`,
      )
      // No embedded PostgreSQL was initialised, so none is left running.
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false)
    } finally {
      blocker.close()
    }
  }, 60_000)
})

describe('configuration errors', () => {
  it('stops the start with one plain line per bad setting, before anything starts', async () => {
    const start = async (env: Record<string, string>) => {
      const port = await freePort()
      const dataDir = path.join(PROJECT_ROOT, '.data', `test-bad-config-${port}`)
      const result = await run(
        SERVER,
        serverProcessEnv({ port, dbPort: await freePort(), dataDir, env }),
      )
      expect(existsSync(dataDir)).toBe(false)
      return { code: result.code, lines: result.stderr.trimEnd().split('\n') }
    }
    expect(
      await start({
        PORT: 'abc',
        SHUTDOWN_GRACE_MS: '-1',
        DATABASE_URL: 'mysql://db.example/portfolio',
      }),
    ).toEqual({
      code: 1,
      lines: [
        'Not starting: the configuration has 3 problem(s):',
        '  PORT expects a whole number from 1 to 65535 (got "abc")',
        '  DATABASE_URL expects a postgres:// URL, e.g. postgres://user:password@host:5432/portfolio (got "mysql://db.example/portfolio")',
        '  SHUTDOWN_GRACE_MS expects a whole number from 0 to 5000 (got "-1")',
      ],
    })
    expect(
      await start({
        DATABASE_URL: 'postgres://app:pw@db.example/portfolio',
        PAYLOAD_SECRET: 'short',
      }),
    ).toEqual({
      code: 1,
      lines: [
        'Not starting: the configuration has 1 problem(s):',
        '  PAYLOAD_SECRET expects a random string of at least 32 characters when DATABASE_URL is set in production (e.g. openssl rand -hex 32)',
      ],
    })
  }, 60_000)
})

describe('npm run seed', () => {
  const database = `seed_guard_${process.pid}`
  const adminURL = inject('clusterURL')
  const databaseURL = (() => {
    const url = new URL(adminURL)
    url.pathname = `/${database}`
    return url.toString()
  })()
  const env = { ...process.env, DATABASE_URL: databaseURL, NODE_ENV: 'development' as const }
  const sql = async (text: string, url = adminURL) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows
    } finally {
      await client.end()
    }
  }

  afterAll(async () => {
    await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  })

  it('fills an empty database, then refuses to replace content without --force', async () => {
    await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await sql(`CREATE DATABASE "${database}"`)
    const first = await run(SEED, env)
    expect(first.code, first.stderr).toBe(0)

    // Titles are stored per language (projects_locales), English for the seeded ones.
    const englishTitle = `SELECT title FROM projects_locales WHERE _parent_id = 1 AND _locale = 'en'`
    await sql(
      `UPDATE projects_locales SET title = 'Edited by the owner' WHERE _parent_id = 1 AND _locale = 'en'`,
      databaseURL,
    )
    // A post of the owner's, about the first project.
    await sql(
      `INSERT INTO posts (id, slug, _status) VALUES (1, 'owners-post', 'published');
       INSERT INTO posts_rels ("order", parent_id, path, projects_id) VALUES (1, 1, 'projects', 1)`,
      databaseURL,
    )
    const refused = await run(SEED, env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('The database already holds content (5 projects,')
    expect(refused.stderr).toContain('1 posts')
    expect(refused.stderr).toContain('npm run seed -- --force')
    expect(await sql(englishTitle, databaseURL)).toEqual([{ title: 'Edited by the owner' }])

    // A reset replaces the posts too: kept, they would lose their projects (ids restart).
    const forced = await run([...SEED, '--force'], env)
    expect(forced.code, forced.stderr).toBe(0)
    expect(await sql(englishTitle, databaseURL)).not.toEqual([{ title: 'Edited by the owner' }])
    expect(await sql('SELECT count(*)::int AS n FROM posts', databaseURL)).toEqual([{ n: 0 }])
  }, 180_000)
})
