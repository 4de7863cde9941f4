import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { collectionPrefixOf, s3Settings } from '../../platform/media/s3Storage'

/**
 * Where uploads are stored: with `S3_*` set, the media (every image size too) and the documents
 * go to the bucket, so instances on different machines share them; otherwise to the local
 * folders of the collections (`MEDIA_DIR`). Files are still served by this site at
 * `/cms-api/{collection}/file/{name}` (streamed from the bucket, same origin, same access
 * checks), so the site's pages, its CSP and its caching do not change.
 *
 * The plugin adds the `prefix` and `_objectKey` columns to both collections; `alwaysInsertFields`
 * adds them without S3 too, so the database schema (and its migrations) is the same either way.
 * The collection prefixes (`{S3_PREFIX}media`, `{S3_PREFIX}documents`) are read from the settings
 * on every access, not stored per file: changing S3_PREFIX means moving the objects with it.
 * See docs/decisions/0022-shared-media-and-a-proxy-in-front.md.
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
