import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { trimUnusedMigrationArgs } from './trimUnusedMigrationArgs'

const migration = (
  upBody: string,
) => `import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  ${upBody}
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql\`SELECT 1\`)
}
`

describe('trimUnusedMigrationArgs', () => {
  it('drops the arguments a migration never reads, keeps the ones it does, and is idempotent', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'))
    writeFileSync(path.join(dir, 'a.ts'), migration('await db.execute(sql`SELECT 1`)'))
    writeFileSync(path.join(dir, 'b.ts'), migration('await payload.find({ collection: "x", req })'))
    writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')

    expect(trimUnusedMigrationArgs(dir).sort()).toEqual(['a.ts', 'b.ts'])
    const a = readFileSync(path.join(dir, 'a.ts'), 'utf8')
    expect(a).toContain('up({ db }: MigrateUpArgs)')
    expect(a).toContain('down({ db }: MigrateDownArgs)')
    // b reads payload and req in `up` only.
    const b = readFileSync(path.join(dir, 'b.ts'), 'utf8')
    expect(b).toContain('up({ db, payload, req }: MigrateUpArgs)')
    expect(b).toContain('down({ db }: MigrateDownArgs)')
    expect(trimUnusedMigrationArgs(dir)).toEqual([])
  })
})
