import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '../src/cms/access/publishedOrAdmin'
import { isAdmin } from '../src/cms/access/isAdmin'
import { importFields } from '../src/cms/fields/importKey'
import { softDeleteField } from '../src/cms/fields/softDelete'
import { setDeletedEndpoint } from '../src/cms/endpoints/setDeletedEndpoint'
import { INTEREST_LIMITS } from '../src/shared/model'
import { contentCollectionVersions } from '../src/cms/versions/contentVersions'

/** The "When I'm Not Coding" cards on the About page. */
export const Interests: CollectionConfig = {
  slug: 'interests',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['icon', 'title', 'deleted'],
    listSearchableFields: ['title', 'description'],
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // The owner's order (drag and drop in the list), which the public lists follow too.
  orderable: true,
  defaultSort: '_order',
  versions: contentCollectionVersions,
  endpoints: [setDeletedEndpoint],
  fields: [
    {
      name: 'icon',
      type: 'text',
      required: true,
      maxLength: INTEREST_LIMITS.icon,
      admin: { description: 'An emoji, e.g. 🍜' },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: INTEREST_LIMITS.title,
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: INTEREST_LIMITS.description,
    },
    {
      name: 'color',
      type: 'text',
      maxLength: INTEREST_LIMITS.color,
      defaultValue: 'from-purple-500 to-pink-500',
      admin: { components: { Field: '/src/cms/admin/GradientPickerField#GradientPickerField' } },
    },
    softDeleteField,
    ...importFields,
  ],
}
