import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from '../src/access/activeOrAdmin'
import { isAdmin } from '../src/access/isAdmin'
import { softDeleteField } from '../src/fields/softDelete'

/** Jobs on the About page's experience timeline. */
export const Experiences: CollectionConfig = {
  slug: 'experiences',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'company', 'year', 'deleted'],
    listSearchableFields: ['title', 'company', 'description'],
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'id',
  fields: [
    { name: 'year', type: 'text', required: true, maxLength: 50, admin: { description: 'e.g. 2023 - Present' } },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'company', type: 'text', required: true, maxLength: 200 },
    { name: 'location', type: 'text', maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 4000 },
    { name: 'skills', type: 'text', hasMany: true, maxLength: 100 },
    softDeleteField,
  ],
}
