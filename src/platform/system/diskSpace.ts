import { stat, statfs } from 'node:fs/promises'
import path from 'node:path'

import { env, projectPath, runtime } from '../config/env'
import { s3Settings } from '../media/s3Storage'

const GIB = 1024 ** 3

/** Below either, the disk is nearly full: uploads, backups and the database start failing soon. */
export const LOW_DISK = { freeBytes: GIB, freeShare: 0.05 }

/** A folder the site writes to, and what it holds (for messages). */
export type StorageDir = { what: string; dir: string }

export type DiskSpace = StorageDir & { free: number; total: number; device: number }

/** The folders on this machine's disks: uploads (unless in a bucket), backups, the embedded database. */
export const storageDirs = (): StorageDir[] => [
  ...(s3Settings() ? [] : [{ what: 'uploads (MEDIA_DIR)', dir: projectPath(env.MEDIA_DIR) }]),
  { what: 'backups (BACKUP_DIR)', dir: projectPath(env.BACKUP_DIR) },
  ...(env.DATABASE_URL && !runtime.usesEmbeddedDatabase()
    ? []
    : [{ what: 'the database (EMBEDDED_DB_DIR)', dir: projectPath(env.EMBEDDED_DB_DIR) }]),
]

/** A folder not made yet is measured on the disk it will be made on. */
const nearestExisting = async (dir: string): Promise<string> => {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      await stat(current)
      return current
    } catch (error) {
      if (current === path.dirname(current)) throw error
    }
  }
}

/** Free and total bytes of the disk holding each folder, one entry per disk. */
export const diskSpaceOf = async (dirs: StorageDir[]): Promise<DiskSpace[]> => {
  const measured = await Promise.all(
    dirs.map(async (entry) => {
      const existing = await nearestExisting(entry.dir)
      const [fs, info] = await Promise.all([statfs(existing), stat(existing)])
      return { ...entry, free: fs.bavail * fs.bsize, total: fs.blocks * fs.bsize, device: info.dev }
    }),
  )
  const byDevice = new Map<number, DiskSpace>()
  for (const space of measured) {
    const known = byDevice.get(space.device)
    if (known) known.what = `${known.what}, ${space.what}`
    else byDevice.set(space.device, { ...space })
  }
  return [...byDevice.values()]
}

export const isDiskLow = ({ free, total }: { free: number; total: number }): boolean =>
  free < LOW_DISK.freeBytes || free < total * LOW_DISK.freeShare

/** `12.3 GB free of 100 GB (12%)`. */
export const describeDiskSpace = ({ free, total }: { free: number; total: number }): string =>
  `${(free / 1e9).toFixed(1)} GB free of ${(total / 1e9).toFixed(0)} GB (${Math.round((free / total) * 100)}%)`
