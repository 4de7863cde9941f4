import type { InterestDto } from '../../shared/apiTypes'
import type { Interest } from '../../shared/payload-types'
import { interestRecord } from '../../records/interestRecord'
import { type ContentResource, TIMELINE_SORT_FIELDS } from '../content/contentResource'
import { OWNER_ORDER } from '../request/parseListQuery'

/** "When I'm Not Coding" cards, addressed by id. */
export const interestResource: ContentResource<Interest, InterestDto> = {
  ...interestRecord,
  path: '/interests',
  tag: 'Interests',
  schemaName: 'Interest',
  key: 'id',
  list: { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: OWNER_ORDER },
}
