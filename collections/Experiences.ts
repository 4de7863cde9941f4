import { TIMELINE_LIMITS } from '../src/shared/model'
import { contentCollection } from './contentCollection'

/** Jobs on the About page's experience timeline. */
export const Experiences = contentCollection({
  slug: 'experiences',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'company', 'year', 'deleted'],
    listSearchableFields: ['title', 'company', 'description'],
  },
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
  ],
})
