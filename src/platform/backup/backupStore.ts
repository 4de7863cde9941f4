import { createReadStream } from 'node:fs'
import { open, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { env, projectPath } from '../config/env'
import { listObjects, s3Client, s3Settings, type S3Settings } from '../media/s3Storage'
import { parseBackupName, type BackupName } from './backupNames'

export type StoredBackup = {
  name: string
  size: number
  /** ISO time the backup was made (from its name). */
  createdAt: string
  madeBy: BackupName['madeBy']
}

/** Where the schedule's archives live: the backup folder, or the S3 bucket when S3_* is set. */
export type BackupStore = {
  /** For messages. */
  where: string
  /** A local folder `createBackup` writes into before `keep` stores the archive. */
  workDir: string
  keep: (file: string) => Promise<void>
  /** Only names like a backup's, newest first. */
  list: () => Promise<StoredBackup[]>
  read: (name: string) => Promise<{ body: Readable; size: number }>
  remove: (name: string) => Promise<void>
}

const stored = (name: string, size: number): StoredBackup | null => {
  const parsed = parseBackupName(name)
  if (!parsed) return null
  return {
    name,
    size,
    createdAt: parsed.createdAt.toISOString(),
    madeBy: parsed.madeBy,
  }
}

const newestFirst = (found: StoredBackup[]) =>
  found.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))

/** The folder's own archives only: a name is checked before it becomes a path. */
const localBackupStore = (dir: string): BackupStore => {
  const root = path.resolve(dir)
  const fileOf = (name: string) => {
    if (!parseBackupName(name)) throw new Error(`Not a backup's name: ${name}`)
    return path.join(root, name)
  }
  return {
    where: `the backup folder ${root}`,
    workDir: root,
    keep: async () => {},
    list: async () => {
      let names: string[]
      try {
        names = await readdir(root)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      const found: StoredBackup[] = []
      for (const name of names) {
        if (!parseBackupName(name)) continue
        const info = await stat(path.join(root, name)).catch(() => null)
        const backup = info?.isFile() ? stored(name, info.size) : null
        if (backup) found.push(backup)
      }
      return newestFirst(found)
    },
    read: async (name) => {
      const file = fileOf(name)
      const { size } = await stat(file)
      return { body: createReadStream(file), size }
    },
    remove: (name) => rm(fileOf(name), { force: true }),
  }
}

const GZIP = 'application/gzip'
/** S3 parts of 64 MB (at least 5 MB but the last; at most 10,000 parts: 640 GB). */
const PART_BYTES = 64 * 1024 * 1024

/** Beside the uploads in the same bucket, under `<S3_PREFIX>backups/`. */
export const s3BackupStore = (settings: S3Settings): BackupStore => {
  const client = s3Client(settings)
  const prefix = `${settings.sitePrefix}backups/`
  const keyOf = (name: string) => {
    if (!parseBackupName(name)) throw new Error(`Not a backup's name: ${name}`)
    return prefix + name
  }
  const workDir = path.join(tmpdir(), `portfolio-backup-${process.pid}`)
  return {
    where: `the bucket ${settings.bucket} (${prefix})`,
    workDir,
    // Buffers, not a stream: the SDK sends a stream aws-chunked, which S3-compatible servers
    // such as s3rver store with its framing. Large archives go up in parts, never whole in memory.
    keep: async (file) => {
      const Key = keyOf(path.basename(file))
      const target = { Bucket: settings.bucket, Key }
      const handle = await open(file)
      try {
        const { size } = await handle.stat()
        if (size <= PART_BYTES) {
          await client.putObject({ ...target, Body: await handle.readFile(), ContentType: GZIP })
        } else {
          const { UploadId } = await client.createMultipartUpload({ ...target, ContentType: GZIP })
          try {
            const Parts: { ETag?: string; PartNumber: number }[] = []
            for (let PartNumber = 1, at = 0; at < size; PartNumber++, at += PART_BYTES) {
              const Body = Buffer.alloc(Math.min(PART_BYTES, size - at))
              await handle.read(Body, 0, Body.length, at)
              const { ETag } = await client.uploadPart({ ...target, UploadId, PartNumber, Body })
              Parts.push({ ETag, PartNumber })
            }
            await client.completeMultipartUpload({
              ...target,
              UploadId,
              MultipartUpload: { Parts },
            })
          } catch (error) {
            await client.abortMultipartUpload({ ...target, UploadId }).catch(() => {})
            throw error
          }
        }
      } finally {
        await handle.close()
      }
      await rm(file, { force: true })
    },
    list: async () => {
      const found: StoredBackup[] = []
      for await (const object of listObjects(settings, prefix)) {
        const backup = stored(object.Key!.slice(prefix.length), object.Size ?? 0)
        if (backup) found.push(backup)
      }
      return newestFirst(found)
    },
    read: async (name) => {
      const object = await client.getObject({ Bucket: settings.bucket, Key: keyOf(name) })
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
    },
    remove: async (name) => {
      await client.deleteObject({ Bucket: settings.bucket, Key: keyOf(name) })
    },
  }
}

/** The store the schedule writes to and the admin lists. */
export const backupStore = (): BackupStore => {
  const settings = s3Settings()
  return settings ? s3BackupStore(settings) : localBackupStore(projectPath(env.BACKUP_DIR))
}
