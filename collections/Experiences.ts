import { TIMELINE_LIMITS } from '../src/shared/model'
import { timelineCollection } from './contentCollection'

/** Jobs on the About page's experience timeline. */
export const Experiences = timelineCollection({
  slug: 'experiences',
  organisation: 'company',
  yearHint: 'e.g. 2023 - Present',
  list: { name: 'skills', type: 'text', hasMany: true, maxLength: TIMELINE_LIMITS.skill },
})
