import type { Payload, Where } from 'payload'
import { z } from 'zod'

import type { ListResponse, SkillDto } from '../../shared/apiTypes'
import { SKILL_CATEGORIES, SKILL_LIMITS, type SkillCategory } from '../../shared/model'
import type { Skill, User } from '../../shared/payload-types'
import type { ApiRoute } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import type { ContentResource } from '../content/contentResource'
import { listContent } from '../content/listContent'
import { ApiError } from '../errors/apiError'
import { optionalText, requiredText, slugInput, writeSchemas } from '../request/fieldSchemas'
import {
  listQuerySchema,
  type ListQuery,
  MAX_LIMIT,
  parseListQuery,
  OWNER_ORDER,
} from '../request/parseListQuery'
import { dtoStatement, flag, stored, textOrEmpty } from '../response/dtoFields'

/** Skills as the contract serves them, stated once (see `projectResource`). */

/** `sortBy` values of the skill lists. */
const SKILL_SORT_FIELDS = [
  OWNER_ORDER,
  'id',
  'name',
  'category',
  'level',
  'createdAt',
  'updatedAt',
] as const

const category = z.enum(SKILL_CATEGORIES, {
  error: `Must be one of ${SKILL_CATEGORIES.join(', ')}.`,
})

const skillFields = {
  name: requiredText(SKILL_LIMITS.name),
  slug: slugInput.describe('Derived from the name when omitted on create; a new value renames.'),
  description: optionalText(SKILL_LIMITS.description),
  category,
  level: z
    .number({
      error: `Must be a number from ${SKILL_LIMITS.level.min} to ${SKILL_LIMITS.level.max}.`,
    })
    .int()
    .min(SKILL_LIMITS.level.min)
    .max(SKILL_LIMITS.level.max),
  color: optionalText(SKILL_LIMITS.color).describe(
    'Gradient classes, e.g. "from-blue-500 to-cyan-500".',
  ),
}

/** `POST` needs these; `PUT` merges any of them. */
const skillWrites = writeSchemas(skillFields, { name: true })

/** A skill as the contract answers it: the DTO's schema, the columns it is read from, and how. */
const SkillDtoAnswer = dtoStatement<Skill, SkillDto>({
  id: stored(z.number().int()),
  slug: textOrEmpty(),
  name: stored(z.string()),
  description: textOrEmpty(),
  category: stored(category),
  level: stored(z.number().int()),
  color: textOrEmpty(),
  deleted: flag(),
})

/** Undoes `escapeLike` to compare the term with category names in JS. */
const unescapeLike = (term: string) => term.replace(/\\(.)/g, '$1')

/** Skills: addressed by slug, searched on name, description and category, filtered by category. */
export const skillResource: ContentResource<Skill, SkillDto> = {
  collection: 'skills',
  path: '/skills',
  tag: 'Skills',
  schemaName: 'Skill',
  noun: 'skill',
  key: 'slug',
  select: SkillDtoAnswer.select,
  serialise: SkillDtoAnswer.serialise,
  schemas: { ...skillWrites, dto: SkillDtoAnswer.schema },
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

/** The public skill list: non-deleted skills only, as the final JSON envelope. */
const listPublicSkills = (
  payload: Payload,
  query: ListQuery,
  user: User | null = null,
): Promise<ListResponse<SkillDto>> => listContent(payload, skillResource, query, { user })

/**
 * `GET /skills/category/{category}`: every skill of one category (up to 100 a page: a
 * category is the whole section of a page).
 */
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
  handlers: (payload) => [
    async (req, res) => {
      const category = String(req.params.category)
      if (!SKILL_CATEGORIES.includes(category as SkillCategory)) {
        throw new ApiError(
          404,
          'not_found',
          `No skill category "${category}". Categories: ${SKILL_CATEGORIES.join(', ')}.`,
        )
      }
      const query = parseListQuery(
        { ...req.query, category },
        { ...skillResource.list, defaultLimit: MAX_LIMIT },
      )
      res.json(await listPublicSkills(payload, query, requestUser(req)))
    },
  ],
}
