import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import type { ListResponse, SkillDto } from '../../shared/apiTypes'
import { SKILL_CATEGORIES, type SkillCategory } from '../../shared/model'
import type { Skill, User } from '../../shared/payload-types'
import { skillRecord } from '../../records/skillRecord'
import type { ApiRoute } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import type { ContentResource } from '../content/contentResource'
import { listContent } from '../content/readContent'
import { ApiError } from '../errors/apiError'
import {
  type ListQuery,
  listQueryParser,
  listQuerySchema,
  MAX_LIMIT,
  OWNER_ORDER,
} from '../request/parseListQuery'

const SKILL_SORT_FIELDS = [
  OWNER_ORDER,
  'id',
  'name',
  'category',
  'level',
  'createdAt',
  'updatedAt',
] as const

const unescapeLike = (term: string) => term.replace(/\\(.)/g, '$1')

export const skillResource: ContentResource<Skill, SkillDto> = {
  ...skillRecord,
  path: '/skills',
  tag: 'Skills',
  schemaName: 'Skill',
  key: 'slug',
  list: {
    sortFields: SKILL_SORT_FIELDS,
    defaultSortBy: OWNER_ORDER,
    search: true,
    categories: SKILL_CATEGORIES,
  },
  searchDescription: 'case-insensitive substring of the name, the description or the category.',
  searchWhere: (term): Where => {
    // `category` is a Postgres enum, which ILIKE cannot read: match the five names here instead.
    const needle = unescapeLike(term).toLowerCase()
    const categories = SKILL_CATEGORIES.filter((name) => name.toLowerCase().includes(needle))
    return {
      or: [
        { name: { contains: term } },
        { description: { contains: term } },
        ...(categories.length ? [{ category: { in: categories } }] : []),
      ],
    }
  },
  categoryField: 'category',
  // Declared further down; read when the route table is built.
  moreRoutes: () => [skillCategoryRoute],
}

const listPublicSkills = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<SkillDto>> => listContent(payload, skillResource, query, { user })

/** Up to 100 a page: a category is the whole section of a page. */
const skillCategoryRoute: ApiRoute = {
  method: 'get',
  path: '/skills/category/{category}',
  tag: 'Skills',
  params: [
    { name: 'category', type: 'string', enum: SKILL_CATEGORIES, description: 'Exact category.' },
  ],
  summary: `Every skill of one category (public; up to ${MAX_LIMIT} a page)`,
  query: listQuerySchema({
    sortFields: SKILL_SORT_FIELDS,
    defaultSortBy: OWNER_ORDER,
    defaultLimit: MAX_LIMIT,
  }).pick({
    page: true,
    limit: true,
    sortBy: true,
    sortOrder: true,
  }) as z.ZodObject,
  success: { status: 200, schema: 'SkillList', description: "A page of the category's skills." },
  cacheTags: ['skills'],
  handlers: (payload) => {
    const parseList = listQueryParser({ ...skillResource.list, defaultLimit: MAX_LIMIT })
    return [
      async (req, res) => {
        const category = String(req.params.category)
        if (!SKILL_CATEGORIES.includes(category as SkillCategory)) {
          throw new ApiError(
            404,
            'not_found',
            `No skill category "${category}". Categories: ${SKILL_CATEGORIES.join(', ')}.`,
          )
        }
        const query = parseList({ ...req.query, category })
        res.json(await listPublicSkills(payload, query, requestUser(req)))
      },
    ]
  },
}
