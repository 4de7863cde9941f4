import { z } from 'zod'

import { MAX_JSON_BODY } from '../http/parseJsonBody'
import {
  type ContractOperation,
  contractOperations,
  requestSchemas,
  responseSchemas,
} from './contractOperations'

type JsonSchema = Record<string, unknown>

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/**
 * Converts named zod schemas into OpenAPI components; schemas that appear inside others become
 * `$ref`s. Request bodies use the input side (what a client may send: unknown keys allowed),
 * responses the output side.
 */
const toComponents = (
  schemas: Record<string, z.ZodType>,
  io: 'input' | 'output',
): Record<string, JsonSchema> => {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id })
  const { schemas: converted } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]),
  )
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: the error lists a message per field in `fields`.',
  401: 'No token, a bad or expired token, or the token of a user that no longer exists.',
  403: 'Signed in but not allowed.',
  404: 'No such record (or it is soft deleted, for public calls).',
  409: 'Duplicate: another record already has this slug (`fields.slug`).',
  413: `The body is larger than ${MAX_JSON_BODY}.`,
  429: 'Too many requests, or the account is locked after failed logins.',
  503: 'The database does not answer.',
}

/** Query parameters from a list's zod query schema (input side: what the client types). */
const queryParameters = (schema: z.ZodObject) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    // page and limit are validated as digit strings (a query string has no numbers): show them as integers.
    const schema = rest.pattern === '^\\d+$' ? { type: 'integer', minimum: 1 } : rest
    return { name, in: 'query', required: false, description, schema }
  })
}

const operationObject = (operation: ContractOperation) => {
  const statuses = new Set(operation.errors ?? [])
  if (operation.query || operation.body) statuses.add(400)
  if (operation.body) statuses.add(413)
  if (operation.admin) {
    statuses.add(401)
    statuses.add(403)
  }
  const responses: Record<string, unknown> = {
    [operation.success.status]: {
      description: operation.success.description,
      content: { 'application/json': { schema: ref(operation.success.schema) } },
    },
  }
  for (const status of [...statuses].sort()) {
    responses[status] = {
      description: ERROR_TEXT[status] ?? 'Error.',
      content: { 'application/json': { schema: ref(status === 503 ? 'Health' : 'Error') } },
    }
  }
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    operationId: `${operation.method}${operation.path.replace(/[{}]/g, '').replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    ...(operation.admin ? { security: [{ bearerAuth: [] }] } : {}),
    parameters: [
      ...(operation.params ?? []).map((param) => ({
        name: param.name,
        in: 'path',
        required: true,
        description: param.description,
        schema: { type: param.type, ...(param.enum ? { enum: param.enum } : {}) },
      })),
      ...(operation.query ? queryParameters(operation.query) : []),
    ],
    ...(operation.body
      ? {
          requestBody: {
            required: !operation.bodyOptional,
            content: { 'application/json': { schema: ref(operation.body) } },
          },
        }
      : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of the public contract, generated from the validation schemas. */
export const buildOpenApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of contractOperations) {
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method] = operationObject(operation)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portfolio API',
      version: '1.0.0',
      description:
        'The public REST contract of the portfolio (spec section 7). Lists answer {data, pagination}, ' +
        'one record {data}, errors {error: {status, code, message, fields?}}. Admin calls need ' +
        '`Authorization: Bearer <token>` from POST /auth/login. See docs/api.md.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...toComponents(responseSchemas, 'output'),
        ...toComponents(requestSchemas, 'input'),
      },
    },
    paths,
  }
}
