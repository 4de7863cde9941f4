import type { Access, CollectionConfig, Field } from 'payload'

import { isAdmin } from '../src/cms/access/isAdmin'
import { publishedOrAdmin } from '../src/cms/access/publishedOrAdmin'
import { setDeletedEndpoint } from '../src/cms/endpoints/setDeletedEndpoint'
import { importFields } from '../src/cms/fields/importKey'
import { softDeleteField } from '../src/cms/fields/softDelete'
import { contentCollectionVersions } from '../src/cms/versions/contentVersions'
import { TIMELINE_LIMITS } from '../src/shared/model'

type ContentCollectionConfig = Omit<CollectionConfig, 'access' | 'endpoints'> & {
  /** Records a JSON Resume import writes (its key fields); posts are not. */
  imported?: boolean
  /** Who reads it through Payload's REST; published records by default. */
  read?: Access
}

/**
 * One of the owner's content collections: public once published and not soft deleted, written by
 * admins, with drafts, the Delete from site / Restore state and, unless it sorts itself, the
 * owner's order (drag and drop in the list), which the public lists follow too.
 */
export const contentCollection = ({
  fields,
  imported = true,
  read = publishedOrAdmin,
  ...config
}: ContentCollectionConfig): CollectionConfig => ({
  access: { read, create: isAdmin, update: isAdmin, delete: isAdmin },
  ...(config.defaultSort === undefined && { orderable: true, defaultSort: '_order' }),
  versions: contentCollectionVersions,
  endpoints: [setDeletedEndpoint],
  ...config,
  fields: [...fields, softDeleteField, ...(imported ? importFields : [])],
})

type TimelineCollection = Pick<CollectionConfig, 'slug' | 'labels'> & {
  /** Where it happened: `company`, `institution`. */
  organisation: string
  yearHint?: string
  /** The entry's own list, last: skills, achievements. */
  list: Field
}

/** A timeline of the About page: year, title, organisation, location, description and its list. */
export const timelineCollection = ({
  organisation,
  yearHint,
  list,
  ...config
}: TimelineCollection): CollectionConfig =>
  contentCollection({
    ...config,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', organisation, 'year', 'deleted'],
      listSearchableFields: ['title', organisation, 'description'],
    },
    fields: [
      {
        name: 'year',
        type: 'text',
        required: true,
        maxLength: TIMELINE_LIMITS.year,
        ...(yearHint && { admin: { description: yearHint } }),
      },
      {
        name: 'title',
        type: 'text',
        required: true,
        localized: true,
        maxLength: TIMELINE_LIMITS.title,
      },
      { name: organisation, type: 'text', required: true, maxLength: TIMELINE_LIMITS.organisation },
      { name: 'location', type: 'text', localized: true, maxLength: TIMELINE_LIMITS.location },
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        maxLength: TIMELINE_LIMITS.description,
      },
      list,
    ],
  })
