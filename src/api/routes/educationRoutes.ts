import type { Router } from 'express'
import type { Payload } from 'payload'

import { contentRoutes } from '../content/contentRoutes'
import { educationResource, listPublicEducation } from '../resources/timelineResources'
import { educationCreateSchema, educationUpdateSchema } from '../schemas/timelineSchemas'

/** `/education…`: public list and detail by id; admin all-list, create, update, delete, restore. */
export const educationRoutes = (payload: Payload): Router =>
  contentRoutes(payload, {
    path: '/education',
    resource: educationResource,
    listPublic: listPublicEducation,
    createSchema: educationCreateSchema,
    updateSchema: educationUpdateSchema,
  })
