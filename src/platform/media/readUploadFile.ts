import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * The bytes of an uploaded file, read from its collection's upload folder. Every server-side
 * reader of uploads goes through here, so where files live is decided in one place.
 * Only the file's base name is used: a stored name can never reach outside the folder.
 */
export const readUploadFile = async (
  payload: Payload,
  collection: 'media' | 'documents',
  filename: string,
): Promise<Buffer> => {
  const staticDir = payload.collections[collection].config.upload.staticDir
  if (!staticDir) throw new Error(`The ${collection} collection has no upload folder`)
  return readFile(path.join(staticDir, path.basename(filename)))
}
