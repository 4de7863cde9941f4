import { z } from 'zod'

import { MAX_DATABASE_INTEGER } from '../../shared/parseCanonicalInteger'
import { LANGUAGE_CATALOGUE } from '../../shared/languages/languageCatalogue'

import { type ApiRoute, isPublicRead } from '../apiRoute'
import { NO_NUL_PATTERN } from '../../records/fieldSchemas'
import { requestSchemas, responseSchemas } from './schemaRegistry'
import { sharedStatusesOf } from './operationStatuses'
import { sharedResponseComponents, sharedResponseRef } from './sharedResponses'

type JsonSchema = Record<string, unknown>

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** Request bodies use the input side (unknown keys allowed), responses the output side. */
export const toComponents = (
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

const queryParameters = (schema: z.ZodObject) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    // page and limit are checked as digit strings: show them as integers.
    const schema =
      rest.pattern === '^\\d+$'
        ? { type: 'integer', minimum: 1, maximum: MAX_DATABASE_INTEGER }
        : rest
    return { name, in: 'query', required: false, description, schema }
  })
}

const previewTokenParameter = {
  name: 'X-Preview-Token',
  in: 'header',
  required: false,
  description:
    'A signed preview token from the admin (live preview, preview link): the answer is the latest ' +
    'drafts of this content, marked `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`. ' +
    'A forged or expired token is a 401.',
  schema: { type: 'string' },
}

/** What the tag is computed over: `updateContent` (src/api/content/writeContent.ts). */
const ifMatchParameter = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the record as the client read it: from its single-record GET (anonymous or as ' +
    'the admin, in any coding: `"…"`, `"…-br"`, `"…-gzip"`) or from the answer of a write to it. ' +
    'When the record has changed since, the write is refused with 412 and nothing is written. ' +
    '`*` matches any existing record; without the header the write is unconditional. Compared ' +
    'strongly: a weak `W/` tag never matches. The tag is computed over the record as stored (the ' +
    'one the write merges into), so for a record its GET does not show (soft deleted, or ' +
    'unpublished in the admin) only the answers of writes carry it.',
  schema: { type: 'string' },
}

const localeParameter = {
  name: 'locale',
  in: 'query',
  required: false,
  description:
    "The language to answer in: one of the site's enabled languages (`GET /languages`); " +
    'without it, the default one. A code the site does not have enabled is a 400 naming ' +
    '`locale`. Texts not yet translated answer in the default language.',
  schema: { type: 'string', enum: LANGUAGE_CATALOGUE.map(({ code }) => code) },
}

const writeLocaleParameter = {
  ...localeParameter,
  description:
    "The language whose texts the body sets: one of the site's enabled languages. Without it, " +
    "the default language's texts are written. Fields with no text in that language read as " +
    "the default language's; facts that do not depend on language (dates, links, images, " +
    'order, technologies) are shared by all languages.',
}

const contentLanguageHeader = {
  'Content-Language': {
    description: 'The language of the answer: the `locale` asked for, or the default one.',
    schema: { type: 'string' },
  },
}

const writtenEtagHeader = {
  ETag: {
    description: 'The strong ETag of the record as it now reads, for the next If-Match.',
    schema: { type: 'string' },
  },
}

const jsonResponse = ({ schema, description }: { schema: string; description: string }) => ({
  description,
  content: { 'application/json': { schema: ref(schema) } },
})

const responsesOf = (operation: ApiRoute): Record<string, unknown> => {
  const responses: Record<string, unknown> = {
    [operation.success.status]: {
      ...('schema' in operation.success
        ? jsonResponse(operation.success)
        : { description: operation.success.description }),
      ...(operation.ifMatch ? { headers: writtenEtagHeader } : {}),
      ...(isPublicRead(operation) ? { headers: contentLanguageHeader } : {}),
    },
  }
  for (const answer of operation.answers ?? []) responses[answer.status] = jsonResponse(answer)
  for (const status of sharedStatusesOf(operation)) responses[status] = sharedResponseRef(status)
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)))
}

const operationObject = (operation: ApiRoute) => ({
  tags: [operation.tag],
  summary: operation.summary,
  ...(operation.description ? { description: operation.description } : {}),
  operationId: `${operation.method}${operation.path.replace(/[{}]/g, '').replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
  security: operation.admin ? [{ bearerAuth: [] }] : [],
  parameters: [
    ...(operation.params ?? []).map((param) => ({
      name: param.name,
      in: 'path',
      required: true,
      description: param.description,
      schema: {
        type: param.type,
        ...(param.enum ? { enum: param.enum } : {}),
        // A NUL anywhere in the URL is a 400 (`refuseNulBytes`).
        ...(param.type === 'string' && !param.enum ? { pattern: NO_NUL_PATTERN } : {}),
        ...(param.minimum !== undefined ? { minimum: param.minimum } : {}),
        ...(param.maximum !== undefined ? { maximum: param.maximum } : {}),
      },
    })),
    ...(operation.query ? queryParameters(operation.query) : []),
    ...(isPublicRead(operation) ? [localeParameter] : []),
    ...(operation.translates ? [writeLocaleParameter] : []),
    ...(operation.preview ? [previewTokenParameter] : []),
    ...(operation.ifMatch ? [ifMatchParameter] : []),
  ],
  ...(operation.body
    ? {
        requestBody: {
          required: !operation.bodyOptional,
          content: { 'application/json': { schema: ref(operation.body) } },
        },
      }
    : {}),
  responses: responsesOf(operation),
})

export const buildOpenApiDocument = (routes: readonly ApiRoute[]) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of routes) {
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
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...toComponents(responseSchemas, 'output'),
        ...toComponents(requestSchemas, 'input'),
      },
      responses: sharedResponseComponents(ref('Error').$ref),
    },
    paths,
  }
}
