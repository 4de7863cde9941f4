import { TIMELINE_LIMITS } from '../src/shared/model'
import { timelineCollection } from './contentCollection'

/** Degrees and courses on the About page's education timeline. */
export const Education = timelineCollection({
  slug: 'education',
  labels: { singular: 'Education entry', plural: 'Education' },
  organisation: 'institution',
  list: {
    name: 'achievements',
    type: 'text',
    hasMany: true,
    localized: true,
    maxLength: TIMELINE_LIMITS.achievement,
  },
})
