import type { Router } from 'express'
import type { Payload } from 'payload'

import { contentRoutes } from '../content/contentRoutes'
import { experienceResource, listPublicExperiences } from '../resources/timelineResources'
import { experienceCreateSchema, experienceUpdateSchema } from '../schemas/timelineSchemas'

/** `/experiences…`: public list and detail by id; admin all-list, create, update, delete, restore. */
export const experienceRoutes = (payload: Payload): Router =>
  contentRoutes(payload, {
    path: '/experiences',
    resource: experienceResource,
    listPublic: listPublicExperiences,
    createSchema: experienceCreateSchema,
    updateSchema: experienceUpdateSchema,
  })
