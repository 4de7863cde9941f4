import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { migrations } from '../../cms/migrations'
import { backupStore } from '../../platform/backup/backupStore'
import { mediaDir } from '../../platform/backup/mediaFiles'
import { env, siteUrl } from '../../platform/config/env'
import { s3Client, s3Settings } from '../../platform/media/s3Storage'
import { diskSpaceOf, storageDirs } from '../../platform/system/diskSpace'
import { DATA_DIR } from '../../paths'
import type { DoctorContext, NewestBackup } from './deploymentCheck'

/** Where ensureSecret keeps the secret it generated when PAYLOAD_SECRET is unset. */
const GENERATED_SECRET = path.join(DATA_DIR, 'payload-secret')

const readSecret = async (): Promise<DoctorContext['secret']> => {
  if (env.PAYLOAD_SECRET) return { value: env.PAYLOAD_SECRET, source: 'PAYLOAD_SECRET' }
  try {
    const value = (await readFile(GENERATED_SECRET, 'utf8')).trim()
    return {
      value,
      source: `the secret generated in ${path.relative(process.cwd(), GENERATED_SECRET) || GENERATED_SECRET}`,
    }
  } catch {
    return null
  }
}

/** A file written and removed where uploads go: the folder, or the bucket. */
const probeMediaStore = async (): Promise<string> => {
  const probe = `.doctor-${process.pid}-${randomBytes(4).toString('hex')}`
  const s3 = s3Settings()
  if (s3) {
    const key = `${s3.sitePrefix}media/${probe}`
    await s3Client(s3).putObject({ Bucket: s3.bucket, Key: key, Body: 'doctor' })
    await s3Client(s3).deleteObject({ Bucket: s3.bucket, Key: key })
    return `the bucket ${s3.bucket}`
  }
  const dir = mediaDir()
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, probe), 'doctor')
  await rm(path.join(dir, probe))
  return dir
}

/** The newest archive of the schedule's store (the backup folder, or the bucket), by its name's time. */
const newestBackup = async (): Promise<NewestBackup> => {
  const store = backupStore()
  const [newest] = await store.list()
  if (!newest) return { none: `no backup in ${store.where}` }
  return { name: newest.name, createdAt: new Date(newest.createdAt), where: store.where }
}

/** The parts of a context read from this machine's settings; the caller adds the database and server. */
export const localDoctorContext = async (
  parts: Pick<DoctorContext, 'database' | 'server'>,
): Promise<DoctorContext> => ({
  ...parts,
  siteUrl: siteUrl(),
  secret: await readSecret(),
  ownNodeVersion: process.version,
  newestBackup,
  diskSpace: () => diskSpaceOf(storageDirs()),
  probeMediaStore,
  migrationNames: migrations.map((migration) => migration.name),
  fetch: (url, init) => fetch(url, init),
  now: () => Date.now(),
})
