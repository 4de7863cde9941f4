import type { Payload } from 'payload'

import type { EducationDto, ExperienceDto, InterestDto, ListResponse } from '../../shared/apiTypes'
import type { Education, Experience, Interest, User } from '../../shared/payload-types'
import type { ContentResource } from '../content/contentResource'
import { listContent } from '../content/listContent'
import type { ListQuery } from '../http/parseListQuery'
import { TIMELINE_SORT_FIELDS } from '../schemas/timelineSchemas'
import { EDUCATION_SELECT, serializeEducation } from '../serializers/serializeEducation'
import { EXPERIENCE_SELECT, serializeExperience } from '../serializers/serializeExperience'
import { INTEREST_SELECT, serializeInterest } from '../serializers/serializeInterest'

const list = { sortFields: TIMELINE_SORT_FIELDS, defaultSortBy: 'id' } as const

/** Jobs on the About page, addressed by id. */
export const experienceResource: ContentResource<Experience, ExperienceDto> = {
  collection: 'experiences',
  noun: 'experience',
  key: 'id',
  select: EXPERIENCE_SELECT,
  serialise: serializeExperience,
  list,
}

/** Education entries on the About page, addressed by id. */
export const educationResource: ContentResource<Education, EducationDto> = {
  collection: 'education',
  noun: 'education entry',
  key: 'id',
  select: EDUCATION_SELECT,
  serialise: serializeEducation,
  list,
}

/** "When I'm Not Coding" cards, addressed by id. */
export const interestResource: ContentResource<Interest, InterestDto> = {
  collection: 'interests',
  noun: 'interest',
  key: 'id',
  select: INTEREST_SELECT,
  serialise: serializeInterest,
  list,
}

/** The public experience list (non-deleted), as the final JSON envelope. */
export const listPublicExperiences = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<ExperienceDto>> => listContent(payload, experienceResource, query, { user })

/** The public education list (non-deleted), as the final JSON envelope. */
export const listPublicEducation = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<EducationDto>> => listContent(payload, educationResource, query, { user })

/** The public interest list (non-deleted), as the final JSON envelope. */
export const listPublicInterests = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<InterestDto>> => listContent(payload, interestResource, query, { user })
