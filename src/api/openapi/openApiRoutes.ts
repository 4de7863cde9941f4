import type { ApiRoute } from '../apiRoute'
import { buildOpenApiDocument } from './buildOpenApiDocument'
import { CACHING } from '../../platform/http/cachePolicies'

/** `GET /openapi.json`: the contract as OpenAPI 3.1, built once from the route table. */
export const openApiRoute: ApiRoute = {
  method: 'get',
  path: '/openapi.json',
  tag: 'Meta',
  summary: 'This contract as an OpenAPI 3.1 document',
  bare: true,
  success: { status: 200, schema: 'OpenApiDocument', description: 'The document.' },
  handlers: (_payload, routes) => {
    let document: ReturnType<typeof buildOpenApiDocument> | undefined
    return [
      (_req, res) => {
        document ??= buildOpenApiDocument(routes)
        res.set('Cache-Control', CACHING.apiDocument).json(document)
      },
    ]
  },
}
