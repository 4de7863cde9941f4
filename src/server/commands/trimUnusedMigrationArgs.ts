import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../paths'

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src/cms/migrations')

/** Payload writes `up({ db, payload, req })`; `noUnusedParameters` refuses the arguments unread. */
export const trimUnusedMigrationArgs = (dir = MIGRATIONS_DIR): string[] => {
  const changed: string[] = []
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue
    const target = path.join(dir, file)
    const source = readFileSync(target, 'utf8')
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
