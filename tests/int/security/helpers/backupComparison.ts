import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { DatabaseSnapshot } from './databaseSnapshot'

/** Each file of a folder (relative paths, dotfiles left out) with its sha256, in a stable order. */
export const fileChecksums = (dir: string): Record<string, string> => {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map(String)
    .filter((file) => !file.startsWith('.'))
    .sort()
  const sums: Record<string, string> = {}
  for (const file of files) {
    let data: Buffer
    try {
      data = readFileSync(path.join(dir, file))
    } catch {
      continue // a folder
    }
    sums[file] = createHash('sha256').update(data).digest('hex')
  }
  return sums
}

/** One checksum over every file of a folder: relative paths and contents, in a stable order. */
export const folderChecksum = (dir: string): { files: number; sha256: string } => {
  const hash = createHash('sha256')
  const sums = Object.entries(fileChecksums(dir))
  for (const [file, sum] of sums) hash.update(file).update('\0').update(sum).update('\n')
  return { files: sums.length, sha256: hash.digest('hex') }
}

/** Tables that legitimately differ after a restart (migration bookkeeping, jobs the new process schedules). */
export const VOLATILE = [
  'payload_migrations',
  'payload_jobs',
  'payload_jobs_log',
  'payload_jobs_stats',
]
export const counts = (snapshot: DatabaseSnapshot) =>
  Object.fromEntries(
    Object.entries(snapshot)
      .filter(([name]) => !VOLATILE.includes(name))
      .map(([name, { rows }]) => [name, rows]),
  )
export const contents = (snapshot: DatabaseSnapshot) =>
  Object.fromEntries(
    Object.entries(snapshot)
      .filter(([name]) => !VOLATILE.includes(name))
      .map(([name, { md5 }]) => [name, md5]),
  )
