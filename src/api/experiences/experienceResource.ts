import type { ExperienceDto } from '../../shared/apiTypes'
import type { Experience } from '../../shared/payload-types'
import { experienceRecord } from '../../records/experienceRecord'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { OWNER_ORDER } from '../request/parseListQuery'

/** Jobs on the About page, addressed by id. */
export const experienceResource: ContentResource<Experience, ExperienceDto> = {
  ...experienceRecord,
  path: '/experiences',
  tag: 'Experiences',
  schemaName: 'Experience',
  key: 'id',
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
