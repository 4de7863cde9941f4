import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { collectionPrefixOf, s3Settings } from '../../platform/media/s3Storage'

/** Served from the site's origin all the same (ADR 0022); S3_PREFIX is not stored per file. */
export const mediaStorage = (): Plugin => {
  const settings = s3Settings()
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    // An empty document prefix keeps one schema with and without S3.
    useCompositePrefixes: true,
    bucket: settings?.bucket ?? '',
    config: settings?.client ?? {},
    collections: {
      media: settings ? { prefix: collectionPrefixOf(settings, 'media') } : true,
      documents: settings ? { prefix: collectionPrefixOf(settings, 'documents') } : true,
    },
  })
}
