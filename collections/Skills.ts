import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '../src/cms/access/publishedOrAdmin'
import { isAdmin } from '../src/cms/access/isAdmin'
import { slugField } from '../src/cms/fields/slug'
import { importFields } from '../src/cms/fields/importKey'
import { softDeleteField } from '../src/cms/fields/softDelete'
import { setDeletedEndpoint } from '../src/cms/endpoints/setDeletedEndpoint'
import { validateRange } from '../src/cms/fields/validateRange'
import { SKILL_CATEGORIES, SKILL_LIMITS } from '../src/shared/model'
import { contentCollectionVersions } from '../src/cms/versions/contentVersions'

export const Skills: CollectionConfig = {
  slug: 'skills',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'level', 'deleted', 'updatedAt'],
    listSearchableFields: ['name', 'description', 'slug'],
  },
  access: {
    read: publishedOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  // The owner's order (drag and drop in the list), which the public lists follow too.
  orderable: true,
  defaultSort: '_order',
  versions: contentCollectionVersions,
  endpoints: [setDeletedEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: SKILL_LIMITS.name },
    slugField('name', 'Its name in the API: /api/skills/slug/<slug>.'),
    { name: 'description', type: 'textarea', localized: true, maxLength: SKILL_LIMITS.description },
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
      ...SKILL_LIMITS.level,
      validate: validateRange('Level', SKILL_LIMITS.level),
      defaultValue: 50,
      admin: { step: 1, description: 'Proficiency from 0 to 100.' },
    },
    {
      name: 'color',
      type: 'text',
      maxLength: SKILL_LIMITS.color,
      defaultValue: 'from-blue-500 to-cyan-500',
      admin: { components: { Field: '/src/cms/admin/GradientPickerField#GradientPickerField' } },
    },
    softDeleteField,
    ...importFields,
  ],
}
