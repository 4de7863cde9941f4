import { INTEREST_LIMITS } from '../src/shared/model'
import { contentCollection } from './contentCollection'

/** The "When I'm Not Coding" cards on the About page. */
export const Interests = contentCollection({
  slug: 'interests',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['icon', 'title', 'deleted'],
    listSearchableFields: ['title', 'description'],
  },
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
  ],
})
