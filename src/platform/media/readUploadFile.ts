import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { objectKeyOf, s3Client, s3Settings } from './s3Storage'

/** A path is refused, so no read leaves the collection's files. */
export const readUploadFile = async (
  payload: Payload,
  collection: 'media' | 'documents',
  filename: string,
): Promise<Buffer> => {
  if (!filename || filename !== path.basename(filename) || filename === '.' || filename === '..')
    throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`)
  const settings = s3Settings()
  if (settings) {
    const object = await s3Client(settings).getObject({
      Bucket: settings.bucket,
      Key: objectKeyOf(settings, collection, filename),
    })
    if (!object.Body) throw new Error(`Empty object for ${collection}/${filename}`)
    return Buffer.from(await object.Body.transformToByteArray())
  }
  const staticDir = payload.collections[collection].config.upload.staticDir
  if (!staticDir) throw new Error(`The ${collection} collection has no upload folder`)
  return readFile(path.join(staticDir, filename))
}
