import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { collectionPrefixOf, s3Settings } from '../../platform/media/s3Storage'

/**
 * Uploads on S3 when `S3_*` is set, served from the site's origin all the same (ADR 0022);
 * `alwaysInsertFields` keeps the schema the same without S3. Changing S3_PREFIX means moving the
 * objects: it is not stored per file.
 */
export const mediaStorage = (): Plugin => {
  const settings = s3Settings()
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    // Keys are `{collection prefix}/{document prefix}/{file}` with an empty document prefix, so
    // the column's default stays '' whatever S3_PREFIX says: one schema with and without S3.
    useCompositePrefixes: true,
    bucket: settings?.bucket ?? '',
    config: settings?.client ?? {},
    collections: {
      media: settings ? { prefix: collectionPrefixOf(settings, 'media') } : true,
      documents: settings ? { prefix: collectionPrefixOf(settings, 'documents') } : true,
    },
  })
}
