import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { SKILL_CATEGORY_NAMES, type SkillCategory } from '../../shared/apiTypes'
import { ApiError } from '../apiError'
import { requestUser } from '../auth/authenticate'
import { contentRoutes } from '../content/contentRoutes'
import { MAX_LIMIT, parseListQuery } from '../http/parseListQuery'
import { listPublicSkills, skillResource } from '../resources/skillResource'
import { skillCreateSchema, skillUpdateSchema } from '../schemas/skillSchemas'

/**
 * `/skills…`: the shared content routes plus `GET /skills/category/{category}`, which answers
 * every skill of one category (up to 100 a page: a category is the whole section of a page).
 */
export const skillRoutes = (payload: Payload): Router => {
  const router = express.Router()

  router.get('/skills/category/:category', async (req, res) => {
    const category = req.params.category
    if (!SKILL_CATEGORY_NAMES.includes(category as SkillCategory)) {
      throw new ApiError(
        404,
        'not_found',
        `No skill category "${category}". Categories: ${SKILL_CATEGORY_NAMES.join(', ')}.`,
      )
    }
    const query = parseListQuery(
      { ...req.query, category },
      { ...skillResource.list, defaultLimit: MAX_LIMIT },
    )
    res.json(await listPublicSkills(payload, query, requestUser(req)))
  })

  router.use(
    contentRoutes(payload, {
      path: '/skills',
      resource: skillResource,
      listPublic: listPublicSkills,
      createSchema: skillCreateSchema,
      updateSchema: skillUpdateSchema,
    }),
  )
  return router
}
