import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { env, projectPath } from '../config/env'

/** The uploads folder, as the media collection resolves it (`MEDIA_DIR` overrides). */
export const mediaDir = (): string => projectPath(env.MEDIA_DIR)

/** Every regular file under `dir` (relative POSIX paths, sorted), skipping dotfiles. */
export const listMediaFiles = async (dir: string): Promise<string[]> => {
  const found: string[] = []
  const walk = async (relative: string) => {
    let entries
    try {
      entries = await readdir(path.join(dir, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile()) found.push(child)
    }
  }
  await walk('')
  return found.sort()
}
