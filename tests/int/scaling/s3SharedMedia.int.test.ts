import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createGunzip } from 'node:zlib'

import { npmRun } from '../../helpers/npmRun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readTar } from '../../../src/platform/backup/tarArchive'
import { freePort } from '../../helpers/freePort'
import { minimalPdf } from '../../helpers/minimalPdf'
import { startS3TestServer, type S3TestServer } from '../../helpers/s3TestServer'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient } from '../email/helpers/cmsClient'

/**
 * Two instances of the production build on one database, both storing uploads in one bucket of
 * a real S3-compatible server (s3rver on loopback), each with an uploads folder of its own that
 * must stay empty: whatever one instance stores, the other serves, byte for byte.
 */
const SECRET = '9b2e7d4a1c8f5e3b6a0d9c2f7e4b1a8d5c3e6f0a'
const PREFIX = 'site-a/'
const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))

let s3: S3TestServer
let first: TestServer
let second: TestServer | undefined
let admin: Awaited<ReturnType<typeof adminClient>>
/** A local uploads folder per instance: nothing may land there while S3 is set. */
const localMediaDirs = [0, 1].map((n) =>
  path.join(tmpdir(), `portfolio-s3-local-${process.pid}-${n}`),
)

beforeAll(async () => {
  s3 = await startS3TestServer({ prefix: PREFIX })
  for (const dir of localMediaDirs) mkdirSync(dir, { recursive: true })
  first = await startTestServer({
    name: 'test-s3-media-1',
    port: await freePort(),
    dbPort: await freePort(),
    env: { ...s3.env, PAYLOAD_SECRET: SECRET, MEDIA_DIR: localMediaDirs[0]! },
  })
  second = await startTestServer({
    name: 'test-s3-media-2',
    port: await freePort(),
    dbPort: await freePort(),
    env: {
      ...s3.env,
      PAYLOAD_SECRET: SECRET,
      MEDIA_DIR: localMediaDirs[1]!,
      DATABASE_URL: first.databaseURL,
    },
  })
  admin = await adminClient(first.baseURL)
}, 240_000)

afterAll(async () => {
  await second?.stop()
  await first?.stop()
  await s3?.stop()
})

/** A multipart upload through Payload's REST on the first instance, as the admin's form sends it. */
const upload = async (
  collection: string,
  file: Buffer,
  name: string,
  type: string,
  data: object,
) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${first.baseURL}/cms-api/${collection}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${admin.token}` },
    body: form,
  })
  const json = (await res.json()) as { doc: Record<string, any> }
  expect(res.status, JSON.stringify(json)).toBe(201)
  return json.doc
}

const bytesFrom = async (url: string) => {
  const res = await fetch(url)
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

describe('uploads on S3, shared by two instances', () => {
  let image: Record<string, any>

  it('stores an image and all its sizes in the bucket, and both instances serve them identically', async () => {
    image = await upload('media', png, 'shared photo.png', 'image/png', { alt: 'A shared photo' })
    const sizes = image.sizes as Record<string, { filename: string }>
    const files = [image.filename as string, ...Object.values(sizes).map((size) => size.filename)]
    expect(files).toHaveLength(5)

    const keys = await s3.keys()
    for (const file of files) expect(keys).toContain(`${PREFIX}media/${file}`)
    // The original as uploaded, and a size as stored, through each instance's own origin.
    for (const file of [image.filename as string, sizes.card!.filename]) {
      const stored = await s3.read(`${PREFIX}media/${file}`)
      for (const server of [first, second!]) {
        const res = await bytesFrom(
          `${server.baseURL}/cms-api/media/file/${encodeURIComponent(file)}`,
        )
        expect(res.status, `${server.baseURL} ${file}`).toBe(200)
        expect(res.body.equals(stored), `${server.baseURL} ${file} bytes`).toBe(true)
      }
    }
    expect(
      (await bytesFrom(`${second!.baseURL}/cms-api/media/file/${image.filename}`)).body.equals(png),
    ).toBe(true)
    // The public URL stays on the site's origin (the CSP allows images from 'self' only).
    expect(image.url).toMatch(/\/cms-api\/media\/file\//)
    for (const dir of localMediaDirs) expect(readdirSync(dir)).toEqual([])
  })

  it('serves the published résumé from the bucket at /resume.pdf on both instances', async () => {
    const pdf = minimalPdf()
    const document = await upload('documents', pdf, 'cv.pdf', 'application/pdf', { title: 'CV' })
    expect(await s3.keys()).toContain(`${PREFIX}documents/${document.filename}`)
    const info = await admin.call('/cms-api/globals/personal-info?depth=0')
    const publish = await admin.call('/cms-api/globals/personal-info', {
      method: 'POST',
      body: JSON.stringify({
        name: JSON.parse(info.text).name,
        resume: document.id,
        _status: 'published',
      }),
    })
    expect(publish.status, publish.text).toBe(200)
    for (const server of [first, second!]) {
      const res = await bytesFrom(`${server.baseURL}/resume.pdf`)
      expect(res.status, server.baseURL).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.body.equals(pdf), `${server.baseURL} résumé bytes`).toBe(true)
    }
    for (const dir of localMediaDirs) expect(readdirSync(dir)).toEqual([])
  })

  it('backs the bucket up into the archive and restores it into the bucket', async () => {
    const stored = await s3.keys()
    const backupDir = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-backup-'))
    // The operator's commands, with the instances' database and bucket settings.
    const env = { ...s3.env, DATABASE_URL: first.databaseURL, PAYLOAD_SECRET: SECRET }
    try {
      const backup = await npmRun(['backup', '--', backupDir], { NODE_ENV: 'production', ...env })
      expect(backup.code, backup.output).toBe(0)
      const archive = path.join(backupDir, readdirSync(backupDir)[0]!)
      const archived = new Map<string, Buffer>()
      for await (const entry of readTar(createReadStream(archive).pipe(createGunzip())))
        if (entry.name.startsWith('media/')) archived.set(entry.name, entry.data)
      // Named as in a local media folder: images at the top, documents in documents/.
      expect([...archived.keys()].sort()).toEqual(
        stored.map((key) => `media/${key.slice(PREFIX.length).replace(/^media\//, '')}`).sort(),
      )
      for (const key of stored) {
        const name = `media/${key.slice(PREFIX.length).replace(/^media\//, '')}`
        expect(archived.get(name)!.equals(await s3.read(key)), name).toBe(true)
      }

      // The bucket loses everything; the restore (over the same content) brings it back.
      for (const key of stored) await s3.client.deleteObject({ Bucket: s3.bucket, Key: key })
      expect(await s3.keys()).toEqual([])
      const restore = await npmRun(['restore', '--', archive, '--force'], {
        NODE_ENV: 'production',
        ...env,
      })
      expect(restore.code, restore.output).toBe(0)
      expect(await s3.keys()).toEqual(stored)
      const original = await s3.client.headObject({
        Bucket: s3.bucket,
        Key: `${PREFIX}media/${image.filename}`,
      })
      expect(original.ContentType).toBe('image/png')
      const served = await bytesFrom(`${second!.baseURL}/cms-api/media/file/${image.filename}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(served.body.equals(png)).toBe(true)
    } finally {
      rmSync(backupDir, { recursive: true, force: true })
    }
  }, 180_000)

  it('deletes every object of a media item with it, on whichever instance', async () => {
    const res = await admin.call(`/cms-api/media/${image.id}`, { method: 'DELETE' })
    expect(res.status, res.text).toBe(200)
    const keys = await s3.keys()
    expect(keys.filter((key) => key.startsWith(`${PREFIX}media/`))).toEqual([])
    const gone = await bytesFrom(`${second!.baseURL}/cms-api/media/file/${image.filename}`)
    expect(gone.status).toBe(404)
  })
})
