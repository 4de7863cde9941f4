import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

type Json = Record<string, any>

/** What the server answered, as the checker needs it. */
export type Answer = { status: number; contentType: string | undefined; text: string }

/** An operation of the document that a request lands on. */
export type MatchedOperation = { key: string; operation: Json }

/** The id under which the document is registered with ajv, so its `#/...` refs resolve. */
const DOCUMENT_ID = 'https://contract.invalid/openapi.json'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `#/components/responses/BadRequest` → the object it points at. */
const resolvePointer = (doc: Json, ref: string): Json =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc)

/**
 * Reads an OpenAPI 3.1 document the way a client would: which operation a request hits (paths
 * → regexes, concrete paths before templated ones, as OpenAPI says) and whether an answer is
 * one the operation declares — its status, its content type, and a body valid against the
 * declared schema (ajv with formats). Anything the document does not declare is a problem.
 * `schemaProblems` checks any value, a request's as well, against a schema of the document.
 */
export const openApiChecker = (doc: Json) => {
  const base = String(doc.servers?.[0]?.url ?? '').replace(/\/$/, '')
  const routes = Object.entries(doc.paths as Record<string, Json>)
    .map(([template, item]) => ({
      template,
      item,
      pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{[^/]+?\\\}/g, '[^/]+')}$`),
      templated: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.templated - b.templated)

  // Strict: a schema keyword ajv does not know is a mistake in the document, not noise. Only
  // `required` in an `anyOf` branch without the properties beside it is fine: it is how "one of
  // these fields" is said (LoginInput), the properties being declared one level up.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false })
  addFormats(ajv)
  ajv.addKeyword('components')
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: doc.components?.schemas ?? {} } })
  const validators = new Map<string, ValidateFunction>()
  const validatorFor = (schema: Json): ValidateFunction => {
    const key = JSON.stringify(schema)
    let validate = validators.get(key)
    if (!validate) {
      // Inline schemas may hold `#/components/...` refs too: resolve them against the document.
      const absolute = JSON.parse(key.replace(/"\$ref":"#/g, `"$ref":"${DOCUMENT_ID}#`))
      validators.set(key, (validate = ajv.compile(absolute)))
    }
    return validate
  }

  /** The operation a request (path below the server, as sent, query included) lands on. */
  const operationOf = (method: string, rawPath: string): MatchedOperation | null => {
    const path = rawPath.split('?')[0]!
    if (!path.startsWith(`${base}/`)) return null
    const below = path.slice(base.length)
    const route = routes.find(({ pattern }) => pattern.test(below))
    const operation = route?.item[method.toLowerCase()]
    return route && operation
      ? { key: `${method.toUpperCase()} ${route.template}`, operation }
      : null
  }

  /** Everything about an answer that the operation does not declare (empty when it conforms). */
  const problemsOf = ({ operation }: MatchedOperation, answer: Answer): string[] => {
    const declared = operation.responses?.[String(answer.status)]
    if (!declared) {
      return [
        `status ${answer.status} is not declared (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`,
      ]
    }
    const response = declared.$ref ? resolvePointer(doc, declared.$ref) : declared
    const content = (response?.content ?? {}) as Record<string, Json>
    if (!Object.keys(content).length) {
      return answer.text
        ? [`status ${answer.status} declares no body, got ${answer.text.slice(0, 200)}`]
        : []
    }
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase()
    const entry = mediaType ? content[mediaType] : undefined
    if (!entry) {
      return [
        `content type ${answer.contentType ?? '(none)'} is not declared for ${answer.status} (declared: ${Object.keys(content).join(', ')})`,
      ]
    }
    if (!entry.schema) return []
    let body: unknown
    try {
      body = JSON.parse(answer.text)
    } catch {
      return [`body is not JSON: ${answer.text.slice(0, 200)}`]
    }
    return schemaProblems(entry.schema, body, 'body')
  }

  /** Why `value` (named `name` in the problems) is not valid against a schema of the document. */
  const schemaProblems = (schema: Json, value: unknown, name = 'value'): string[] => {
    const validate = validatorFor(schema)
    if (validate(value)) return []
    return (validate.errors ?? []).map(
      (error) => `${name}${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
    )
  }

  return { operationOf, problemsOf, schemaProblems }
}
