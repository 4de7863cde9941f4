import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from '../src/access/activeOrAdmin'
import { isAdmin } from '../src/access/isAdmin'
import { softDeleteField } from '../src/fields/softDelete'

/** The "When I'm Not Coding" cards on the About page. */
export const Interests: CollectionConfig = {
  slug: 'interests',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['icon', 'title', 'deleted'],
    listSearchableFields: ['title', 'description'],
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'id',
  fields: [
    { name: 'icon', type: 'text', required: true, maxLength: 50, admin: { description: 'An emoji, e.g. 🍜' } },
    { name: 'title', type: 'text', required: true, maxLength: 100 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'color',
      type: 'text',
      maxLength: 200,
      defaultValue: 'from-purple-500 to-pink-500',
      admin: { description: 'Gradient classes, e.g. "from-orange-500 to-red-500".' },
    },
    softDeleteField,
  ],
}
