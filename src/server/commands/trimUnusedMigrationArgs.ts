import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../paths'

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src/cms/migrations')

/**
 * Payload writes every migration as `up({ db, payload, req })` and `down({ db, payload, req })`,
 * and most use only `db`. The project type-checks with `noUnusedParameters`, so the arguments a
 * migration never reads are dropped from its signature (what it does is untouched). Part of
 * `npm run migrate:create`; running it again changes nothing.
 */
export const trimUnusedMigrationArgs = (dir = MIGRATIONS_DIR): string[] => {
  const changed: string[] = []
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue
    const target = path.join(dir, file)
    const source = readFileSync(target, 'utf8')
    // Each `export async function up|down(...)` up to the closing brace at the line's start.
    const trimmed = source.replace(
      /(\(\{ )([\w, ]+)( \}: Migrate(?:Up|Down)Args\): Promise<void> \{)([\s\S]*?\n\}\n)/g,
      (_match, open: string, names: string, signature: string, body: string) => {
        const kept = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name === 'db' || new RegExp(`\\b${name}\\b`).test(body))
        return `${open}${kept.join(', ')}${signature}${body}`
      },
    )
    if (trimmed !== source) {
      writeFileSync(target, trimmed)
      changed.push(file)
    }
  }
  return changed
}
