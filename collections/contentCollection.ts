import type { CollectionConfig } from 'payload'

import { isAdmin } from '../src/cms/access/isAdmin'
import { publishedOrAdmin } from '../src/cms/access/publishedOrAdmin'
import { setDeletedEndpoint } from '../src/cms/endpoints/setDeletedEndpoint'
import { importFields } from '../src/cms/fields/importKey'
import { softDeleteField } from '../src/cms/fields/softDelete'
import { contentCollectionVersions } from '../src/cms/versions/contentVersions'

type ContentCollectionConfig = Omit<CollectionConfig, 'access' | 'endpoints'> & {
  /** Records a JSON Resume import writes (its key fields); posts are not. */
  imported?: boolean
}

/**
 * One of the owner's content collections: public once published and not soft deleted, written by
 * admins, with drafts, the Delete from site / Restore state and, unless it sorts itself, the
 * owner's order (drag and drop in the list), which the public lists follow too.
 */
export const contentCollection = ({
  fields,
  imported = true,
  ...config
}: ContentCollectionConfig): CollectionConfig => ({
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  ...(config.defaultSort === undefined && { orderable: true, defaultSort: '_order' }),
  versions: contentCollectionVersions,
  endpoints: [setDeletedEndpoint],
  ...config,
  fields: [...fields, softDeleteField, ...(imported ? importFields : [])],
})
