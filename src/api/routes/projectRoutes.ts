import type { Router } from 'express'
import type { Payload } from 'payload'

import { contentRoutes } from '../content/contentRoutes'
import { listPublicProjects, projectResource } from '../resources/projectResource'
import { toProjectData } from '../resources/toProjectData'
import { projectCreateSchema, projectUpdateSchema } from '../schemas/projectSchemas'

/** `/projects…`: public list and detail by slug; admin all-list, create, update, delete, restore. */
export const projectRoutes = (payload: Payload): Router =>
  contentRoutes(payload, {
    path: '/projects',
    resource: projectResource,
    listPublic: listPublicProjects,
    createSchema: projectCreateSchema,
    updateSchema: projectUpdateSchema,
    toData: toProjectData,
  })
