import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { readUploadFile } from './readUploadFile'

// Without S3_* (as here), files are read from the collection's upload folder.
const dir = mkdtempSync(path.join(tmpdir(), 'read-upload-'))
writeFileSync(path.join(dir, 'cv.pdf'), '%PDF-1.4 test')
writeFileSync(path.join(tmpdir(), 'outside.txt'), 'secret')
const payload = {
  collections: { documents: { config: { upload: { staticDir: dir } } } },
} as unknown as Payload

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(path.join(tmpdir(), 'outside.txt'), { force: true })
})

describe('readUploadFile (local folder)', () => {
  it('reads a stored file of the collection', async () => {
    expect((await readUploadFile(payload, 'documents', 'cv.pdf')).toString()).toBe('%PDF-1.4 test')
  })

  it('rejects a missing file as the file system does', async () => {
    await expect(readUploadFile(payload, 'documents', 'none.pdf')).rejects.toMatchObject({
      code: 'ENOENT',
    })
  })

  it.each(['../outside.txt', '..', '.', '', 'sub/cv.pdf'])(
    'refuses %j: only plain file names, never a path out of the folder',
    async (name) => {
      await expect(readUploadFile(payload, 'documents', name)).rejects.toThrow(
        /Not a stored file name/,
      )
    },
  )
})
