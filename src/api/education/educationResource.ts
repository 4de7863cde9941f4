import type { EducationDto } from '../../shared/apiTypes'
import type { Education } from '../../shared/payload-types'
import { educationRecord } from '../../records/educationRecord'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { OWNER_ORDER } from '../request/parseListQuery'

/** Education entries on the About page, addressed by id. */
export const educationResource: ContentResource<Education, EducationDto> = {
  ...educationRecord,
  path: '/education',
  tag: 'Education',
  schemaName: 'Education',
  key: 'id',
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
