import type { Payload, Where } from 'payload'

import { SKILL_CATEGORY_NAMES, type ListResponse, type SkillDto } from '../../shared/apiTypes'
import type { Skill, User } from '../../shared/payload-types'
import type { ContentResource } from '../content/contentResource'
import { listContent } from '../content/listContent'
import type { ListQuery } from '../http/parseListQuery'
import { SKILL_SORT_FIELDS } from '../schemas/skillSchemas'
import { SKILL_SELECT, serializeSkill } from '../serializers/serializeSkill'

/** Undoes `escapeLike` to compare the term with category names in JS. */
const unescapeLike = (term: string) => term.replace(/\\(.)/g, '$1')

/** Skills: addressed by slug, searched on name, description and category, filtered by category. */
export const skillResource: ContentResource<Skill, SkillDto> = {
  collection: 'skills',
  noun: 'skill',
  key: 'slug',
  select: SKILL_SELECT,
  serialise: serializeSkill,
  list: {
    sortFields: SKILL_SORT_FIELDS,
    defaultSortBy: 'id',
    search: true,
    categories: SKILL_CATEGORY_NAMES,
  },
  searchWhere: (term): Where => {
    // `category` is a Postgres enum, which ILIKE cannot read: match the five names here instead.
    const needle = unescapeLike(term).toLowerCase()
    const categories = SKILL_CATEGORY_NAMES.filter((name) => name.toLowerCase().includes(needle))
    return {
      or: [
        { name: { contains: term } },
        { description: { contains: term } },
        ...(categories.length ? [{ category: { in: categories } }] : []),
      ],
    }
  },
  categoryField: 'category',
}

/** The public skill list: non-deleted skills only, as the final JSON envelope. */
export const listPublicSkills = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<SkillDto>> => listContent(payload, skillResource, query, { user })
