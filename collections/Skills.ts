import { slugField } from '../src/cms/fields/slug'
import { validateRange } from '../src/cms/fields/validateRange'
import { SKILL_CATEGORIES, SKILL_LIMITS } from '../src/shared/model'
import { contentCollection } from './contentCollection'

export const Skills = contentCollection({
  slug: 'skills',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'level', 'deleted', 'updatedAt'],
    listSearchableFields: ['name', 'description', 'slug'],
  },
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
  ],
})
