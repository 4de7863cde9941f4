import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  listObjects,
  objectKeyOf,
  s3Client,
  s3Settings,
  type S3Settings,
  type UploadCollection,
} from '../media/s3Storage'
import { listMediaFiles, mediaDir } from './mediaFiles'

/** `path` in the archive's `media/` (`photo.png`, `documents/cv.pdf`). */
type StoredFile = { path: string; size: number; modified: number }

/** The folder and the bucket name files alike, so an archive of one restores into the other. */
export type MediaStore = {
  /** For messages. */
  where: string
  list: () => Promise<StoredFile[]>
  read: (file: string) => Promise<Buffer>
  /** Holds restored files until the database has committed. */
  stagingDir: string
  put: (file: string, staged: string) => Promise<void>
  cleanUp: () => Promise<void>
}

const localMediaStore = (dir: string): MediaStore => {
  const root = path.resolve(dir)
  // Beside the files' final place, so putting one in is a rename.
  const stagingDir = path.join(root, `.restoring-${process.pid}`)
  return {
    where: `the media folder ${root}`,
    list: async () =>
      Promise.all(
        (await listMediaFiles(root)).map(async (file) => {
          const info = await stat(path.join(root, file))
          return { path: file, size: info.size, modified: info.mtimeMs }
        }),
      ),
    read: (file) => readFile(path.join(root, file)),
    stagingDir,
    put: async (file, staged) => {
      const target = path.join(root, file)
      await mkdir(path.dirname(target), { recursive: true })
      await rename(staged, target)
    },
    cleanUp: () => rm(stagingDir, { recursive: true, force: true }),
  }
}

/** S3 serves the type it was given. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

const DOCUMENTS_FOLDER = 'documents/'

const collectionOf = (file: string): [UploadCollection, string] =>
  file.startsWith(DOCUMENTS_FOLDER)
    ? ['documents', file.slice(DOCUMENTS_FOLDER.length)]
    : ['media', file]

const s3MediaStore = (settings: S3Settings): MediaStore => {
  const client = s3Client(settings)
  const stagingDir = path.join(tmpdir(), `portfolio-restore-${process.pid}`)
  const keyOf = (file: string) => objectKeyOf(settings, ...collectionOf(file))
  return {
    where: `the bucket ${settings.bucket}${settings.sitePrefix ? ` (${settings.sitePrefix})` : ''}`,
    list: async () => {
      const found: StoredFile[] = []
      for (const [collection, folder] of [
        ['media', ''],
        ['documents', DOCUMENTS_FOLDER],
      ] as const) {
        const prefix = objectKeyOf(settings, collection, '')
        for await (const object of listObjects(settings, prefix)) {
          const name = object.Key!.slice(prefix.length)
          // Only the collection's own flat files (sizes included), as the plugin writes them.
          if (!name || name.includes('/')) continue
          found.push({
            path: folder + name,
            size: object.Size ?? 0,
            modified: object.LastModified?.getTime() ?? Date.now(),
          })
        }
      }
      return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    },
    read: async (file) => {
      const object = await client.getObject({ Bucket: settings.bucket, Key: keyOf(file) })
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    stagingDir,
    put: async (file, staged) => {
      await client.putObject({
        Bucket: settings.bucket,
        Key: keyOf(file),
        Body: await readFile(staged),
        ContentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      })
      await rm(staged, { force: true })
    },
    cleanUp: () => rm(stagingDir, { recursive: true, force: true }),
  }
}

export const mediaStore = (): MediaStore => {
  const settings = s3Settings()
  return settings ? s3MediaStore(settings) : localMediaStore(mediaDir())
}
