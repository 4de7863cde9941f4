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

/**
 * Converts named zod schemas into OpenAPI components; schemas that appear inside others become
 * `$ref`s. Request bodies use the input side (what a client may send: unknown keys allowed),
 * responses the output side.
 */
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

/** A parameter a call may leave out. */
const optionalParameter = (
  name: string,
  where: 'query' | 'header',
  description: unknown,
  schema: object = { type: 'string' },
) => ({ name, in: where, required: false, description, schema })

/** Query parameters from a list's zod query schema (input side: what the client types). */
const queryParameters = (schema: z.ZodObject) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    // page and limit are validated as digit strings (a query string has no numbers): show them as integers.
    const schema =
      rest.pattern === '^\\d+$'
        ? { type: 'integer', minimum: 1, maximum: MAX_DATABASE_INTEGER }
        : rest
    return optionalParameter(name, 'query', description, schema)
  })
}

/** The header a site preview sends: the answer is then the latest drafts, never cached. */
const previewTokenParameter = optionalParameter(
  'X-Preview-Token',
  'header',
  'A signed preview token from the admin (live preview, preview link): the answer is the latest ' +
    'drafts of this content, marked `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`. ' +
    'A forged or expired token is a 401.',
)

/**
 * The header the `ifMatch` writes take. What the tag is computed over is stated in
 * `updateContent` (src/api/content/writeContent.ts) and `updatePersonalInfo`.
 */
const ifMatchParameter = optionalParameter(
  'If-Match',
  'header',
  'The ETag of the record as the client read it: from its single-record GET (anonymous or as ' +
    'the admin, in any coding: `"…"`, `"…-br"`, `"…-gzip"`) or from the answer of a write to it. ' +
    'When the record has changed since, the write is refused with 412 and nothing is written. ' +
    '`*` matches any existing record; without the header the write is unconditional. Compared ' +
    'strongly: a weak `W/` tag never matches. The tag is computed over the record as stored (the ' +
    'one the write merges into), so for a record its GET does not show (soft deleted, or ' +
    'unpublished in the admin) only the answers of writes carry it.',
)

/** The language a public read answers in (`readLanguage`). */
const localeParameter = optionalParameter(
  'locale',
  'query',
  "The language to answer in: one of the site's enabled languages (`GET /languages`); " +
    'without it, the default one. A code the site does not have enabled is a 400 naming ' +
    '`locale`. Texts not yet translated answer in the default language.',
  { type: 'string', enum: LANGUAGE_CATALOGUE.map(({ code }) => code) },
)

/** The language an admin write stores its texts in (`writeLanguageOf`). */
const writeLocaleParameter = {
  ...localeParameter,
  description:
    "The language whose texts the body sets: one of the site's enabled languages. Without it, " +
    "the default language's texts are written. Fields with no text in that language read as " +
    "the default language's; facts that do not depend on language (dates, links, images, " +
    'order, technologies) are shared by all languages.',
}

/** The language a public read answered in. */
const contentLanguageHeader = {
  'Content-Language': {
    description: 'The language of the answer: the `locale` asked for, or the default one.',
    schema: { type: 'string' },
  },
}

/** The ETag a conditional write answers: the one a read of the record now gets. */
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

/** Every status the operation can answer: its own bodies, then the shared answers by `$ref`. */
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
  // Public calls say so explicitly (a token sent to them is ignored).
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
        // A NUL anywhere in the URL is a 400 (`refuseNulBytes`); other free text is looked up.
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

/** The OpenAPI 3.1 document of the public contract, generated from its route table and schemas. */
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
