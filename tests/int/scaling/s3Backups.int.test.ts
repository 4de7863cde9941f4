import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { backupFileName } from '../../../src/platform/backup/backupNames'
import { s3BackupStore } from '../../../src/platform/backup/backupStore'
import { s3SettingsOf } from '../../../src/platform/media/s3Storage'
import { type S3TestServer, startS3TestServer } from '../../helpers/s3TestServer'

/**
 * With `S3_*` set the schedule's archives go to the bucket, beside the uploads under
 * `<S3_PREFIX>backups/`: stored, listed (only names like a backup's), read back and removed
 * at a real S3-compatible server.
 */
let s3: S3TestServer
const work = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-backups-'))

beforeAll(async () => {
  s3 = await startS3TestServer({ prefix: 'site-a/' })
})

afterAll(async () => {
  await s3?.stop()
  rmSync(work, { recursive: true, force: true })
})

it('keeps, lists, serves and removes archives in the bucket, and nothing else', async () => {
  const { env } = s3
  const store = s3BackupStore(
    s3SettingsOf({ ...env, S3_FORCE_PATH_STYLE: true } as Parameters<typeof s3SettingsOf>[0])!,
  )
  const name = backupFileName(new Date('2026-12-02T03:00:00Z'), 'scheduled')
  const local = path.join(work, name)
  writeFileSync(local, 'the archive')
  await store.keep(local)
  // Made in a temporary folder, then moved into the bucket.
  expect(existsSync(local)).toBe(false)
  for (const key of ['site-a/backups/notes.txt', 'site-a/media/photo.png'])
    await s3.client.putObject({ Bucket: s3.bucket, Key: key, Body: 'other' })

  expect(await store.list()).toEqual([
    { name, size: 11, createdAt: '2026-12-02T03:00:00.000Z', madeBy: 'schedule' },
  ])
  expect(await text((await store.read(name)).body)).toBe('the archive')
  await expect(store.read('notes.txt')).rejects.toThrow(/Not a backup/)
  await expect(store.remove('../media/photo.png')).rejects.toThrow(/Not a backup/)

  await store.remove(name)
  expect(await s3.keys()).toEqual(['site-a/backups/notes.txt', 'site-a/media/photo.png'])
})
