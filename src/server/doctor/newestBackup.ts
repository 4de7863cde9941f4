import { readdir } from 'node:fs/promises'

import type { NewestBackup } from './deploymentCheck'

/** `backup-20261121-204912Z.tar.gz`, as createBackup names it (UTC). */
const BACKUP_NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/

/** The newest archive in a backup folder, dated by its name (a copied file keeps it). */
export const newestBackupIn = async (dir: string): Promise<NewestBackup> => {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { none: `no folder ${dir} yet` }
    throw error
  }
  let newest: { name: string; createdAt: Date } | null = null
  for (const name of names) {
    const parts = BACKUP_NAME.exec(name)?.slice(1).map(Number)
    if (!parts) continue
    const [year, month, day, hour, minute, second] = parts as [number, ...number[]]
    const createdAt = new Date(Date.UTC(year, month! - 1, day, hour, minute, second))
    if (!newest || createdAt > newest.createdAt) newest = { name, createdAt }
  }
  return newest ? { ...newest, where: dir } : { none: `no backup in ${dir}` }
}
