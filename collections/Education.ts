import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from '../src/access/activeOrAdmin'
import { isAdmin } from '../src/access/isAdmin'
import { softDeleteField } from '../src/fields/softDelete'

/** Degrees and courses on the About page's education timeline. */
export const Education: CollectionConfig = {
  slug: 'education',
  labels: { singular: 'Education entry', plural: 'Education' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'institution', 'year', 'deleted'],
    listSearchableFields: ['title', 'institution', 'description'],
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'id',
  fields: [
    { name: 'year', type: 'text', required: true, maxLength: 50 },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'institution', type: 'text', required: true, maxLength: 200 },
    { name: 'location', type: 'text', maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 4000 },
    { name: 'achievements', type: 'text', hasMany: true, maxLength: 300 },
    softDeleteField,
  ],
}
