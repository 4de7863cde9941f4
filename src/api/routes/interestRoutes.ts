import type { Router } from 'express'
import type { Payload } from 'payload'

import { contentRoutes } from '../content/contentRoutes'
import { interestResource, listPublicInterests } from '../resources/timelineResources'
import { interestCreateSchema, interestUpdateSchema } from '../schemas/timelineSchemas'

/** `/interests…`: public list and detail by id; admin all-list, create, update, delete, restore. */
export const interestRoutes = (payload: Payload): Router =>
  contentRoutes(payload, {
    path: '/interests',
    resource: interestResource,
    listPublic: listPublicInterests,
    createSchema: interestCreateSchema,
    updateSchema: interestUpdateSchema,
  })
