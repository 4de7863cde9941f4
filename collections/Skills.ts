import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from '../src/access/activeOrAdmin'
import { isAdmin } from '../src/access/isAdmin'
import { slugField } from '../src/fields/slug'
import { softDeleteField } from '../src/fields/softDelete'

/** The skill categories of the spec, in the order the site's dropdown lists them. */
export const SKILL_CATEGORIES = ['Frontend', 'Backend', 'Server', 'Cloud', 'General'] as const

export const Skills: CollectionConfig = {
  slug: 'skills',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'level', 'deleted', 'updatedAt'],
    listSearchableFields: ['name', 'description', 'slug'],
  },
  access: {
    read: activeOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  defaultSort: 'id',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    slugField('name'),
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'General',
      options: SKILL_CATEGORIES.map((value) => ({ label: value, value })),
    },
    {
      name: 'level',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      defaultValue: 50,
      admin: { step: 1, description: 'Proficiency from 0 to 100.' },
    },
    {
      name: 'color',
      type: 'text',
      maxLength: 200,
      defaultValue: 'from-blue-500 to-cyan-500',
      admin: { description: 'Gradient classes, e.g. "from-blue-500 to-cyan-500".' },
    },
    softDeleteField,
  ],
}
