import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  objectKeyOf,
  s3Client,
  s3Settings,
  type S3Settings,
  type UploadCollection,
} from '../../platform/media/s3Storage'
import { listMediaFiles, mediaDir } from './mediaFiles'

/** One stored upload file: its path in the archive's `media/` (`photo.png`, `documents/cv.pdf`). */
type StoredFile = { path: string; size: number; modified: number }

/**
 * Where the uploads live, as backup and restore see them: the local folder (`MEDIA_DIR`, the
 * documents in its `documents/` folder) or the bucket (`{S3_PREFIX}media/…`,
 * `{S3_PREFIX}documents/…`). Both name a file the same way, so an archive made from one can be
 * restored into the other.
 */
export type MediaStore = {
  /** For messages: the folder, or the bucket and prefix. */
  where: string
  list: () => Promise<StoredFile[]>
  read: (file: string) => Promise<Buffer>
  /** A folder to stage restored files in until the database has committed. */
  stagingDir: string
  /** Puts a staged file in its place (a rename on the same disk, an upload to the bucket). */
  put: (file: string, staged: string) => Promise<void>
  /** Drops what is left of the staging folder. */
  cleanUp: () => Promise<void>
}

/** The local uploads folder. */
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

/** The content types the upload collections accept, by extension (S3 serves what it was given). */
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

/** An archive path's collection and file name, and back. */
const collectionOf = (file: string): [UploadCollection, string] =>
  file.startsWith(DOCUMENTS_FOLDER)
    ? ['documents', file.slice(DOCUMENTS_FOLDER.length)]
    : ['media', file]

/** The bucket: every object under this site's two collection prefixes. */
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
        let token: string | undefined
        do {
          const page = await client.listObjectsV2({
            Bucket: settings.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          })
          for (const object of page.Contents ?? []) {
            const name = object.Key!.slice(prefix.length)
            // Only the collection's own flat files (sizes included), as the plugin writes them.
            if (!name || name.includes('/')) continue
            found.push({
              path: folder + name,
              size: object.Size ?? 0,
              modified: object.LastModified?.getTime() ?? Date.now(),
            })
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined
        } while (token)
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

/** This process's uploads: the bucket when `S3_*` is set, else the local folder. */
export const mediaStore = (): MediaStore => {
  const settings = s3Settings()
  return settings ? s3MediaStore(settings) : localMediaStore(mediaDir())
}
