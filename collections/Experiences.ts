import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '../src/cms/access/publishedOrAdmin'
import { isAdmin } from '../src/cms/access/isAdmin'
import { importFields } from '../src/cms/fields/importKey'
import { softDeleteField } from '../src/cms/fields/softDelete'
import { setDeletedEndpoint } from '../src/cms/endpoints/setDeletedEndpoint'
import { TIMELINE_LIMITS } from '../src/shared/model'
import { contentCollectionVersions } from '../src/cms/versions/contentVersions'

/** Jobs on the About page's experience timeline. */
export const Experiences: CollectionConfig = {
  slug: 'experiences',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'company', 'year', 'deleted'],
    listSearchableFields: ['title', 'company', 'description'],
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // The owner's order (drag and drop in the list), which the public lists follow too.
  orderable: true,
  defaultSort: '_order',
  versions: contentCollectionVersions,
  endpoints: [setDeletedEndpoint],
  fields: [
    {
      name: 'year',
      type: 'text',
      required: true,
      maxLength: TIMELINE_LIMITS.year,
      admin: { description: 'e.g. 2023 - Present' },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: TIMELINE_LIMITS.title,
    },
    { name: 'company', type: 'text', required: true, maxLength: TIMELINE_LIMITS.organisation },
    { name: 'location', type: 'text', localized: true, maxLength: TIMELINE_LIMITS.location },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: TIMELINE_LIMITS.description,
    },
    { name: 'skills', type: 'text', hasMany: true, maxLength: TIMELINE_LIMITS.skill },
    softDeleteField,
    ...importFields,
  ],
}
