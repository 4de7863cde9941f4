import { readFileSync, statSync } from 'node:fs'

/**
 * `file` read with `read` on first use and again only when it changes (a new build while the
 * server runs); `missing` while it does not exist. What `read` throws is thrown, and not kept.
 */
export const readWhenChanged = <T>(
  file: string,
  read: (text: string) => T,
  missing: T,
): (() => T) => {
  let cached: { mtimeMs: number; size: number; value: T } | null = null
  return () => {
    let stats
    try {
      stats = statSync(file)
    } catch {
      return missing
    }
    if (!cached || cached.mtimeMs !== stats.mtimeMs || cached.size !== stats.size)
      cached = { mtimeMs: stats.mtimeMs, size: stats.size, value: read(readFileSync(file, 'utf8')) }
    return cached.value
  }
}
