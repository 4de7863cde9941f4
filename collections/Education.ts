import { TIMELINE_LIMITS } from '../src/shared/model'
import { contentCollection } from './contentCollection'

/** Degrees and courses on the About page's education timeline. */
export const Education = contentCollection({
  slug: 'education',
  labels: { singular: 'Education entry', plural: 'Education' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'institution', 'year', 'deleted'],
    listSearchableFields: ['title', 'institution', 'description'],
  },
  fields: [
    { name: 'year', type: 'text', required: true, maxLength: TIMELINE_LIMITS.year },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: TIMELINE_LIMITS.title,
    },
    { name: 'institution', type: 'text', required: true, maxLength: TIMELINE_LIMITS.organisation },
    { name: 'location', type: 'text', localized: true, maxLength: TIMELINE_LIMITS.location },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: TIMELINE_LIMITS.description,
    },
    {
      name: 'achievements',
      type: 'text',
      hasMany: true,
      localized: true,
      maxLength: TIMELINE_LIMITS.achievement,
    },
  ],
})
