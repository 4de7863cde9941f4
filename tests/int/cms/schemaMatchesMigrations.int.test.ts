import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

/**
 * The schema the collections and globals declare is the one the committed migrations build:
 * drizzle-kit finds nothing between the latest migration's snapshot and the config. A config
 * change without its migration (`npm run migrate:create -- <name>`) fails here, not on an
 * owner's upgrade (a field's static default once became a column default unnoticed).
 */
let payload: Payload

beforeAll(async () => {
  payload = await getLocalPayload()
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

it('needs no migration beyond the committed ones', async () => {
  const db = payload.db as unknown as {
    migrationDir: string
    schema: unknown
    requireDrizzleKit: () => {
      generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
      generateMigration: (before: unknown, after: unknown) => Promise<string[]>
      upSnapshot?: (snapshot: unknown) => unknown
    }
  }
  const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
  const latest = readdirSync(db.migrationDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)!
  let committed = JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8'))
  const declared = await generateDrizzleJson(db.schema)
  if (upSnapshot && committed.version < declared.version) committed = upSnapshot(committed)
  expect(await generateMigration(committed, declared), `changes after ${latest}`).toEqual([])
})
