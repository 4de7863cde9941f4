import express, { type Router } from 'express'

import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument'

/** `GET /openapi.json`: the contract as OpenAPI 3.1, built once from the validation schemas. */
export const openApiRoutes = (): Router => {
  const router = express.Router()
  let document: ReturnType<typeof buildOpenApiDocument> | undefined
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument()
    res.set('Cache-Control', 'public, max-age=300').json(document)
  })
  return router
}
