import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_DATABASE_INTEGER } from '../../../src/shared/parseCanonicalInteger'
import { call, login } from './contractHelpers'
import { openApiChecker } from './openApiChecker'

/**
 * The document promises no more than the server takes (Schemathesis found that it did). Every
 * text a request carries — a body property, a list item, a query or path parameter — and every
 * whole number in a body is probed with values the server refuses for reasons JSON Schema can
 * state: a NUL character (no database text can hold one), only whitespace (a required text is
 * trimmed, then empty), a link that is not http(s), a number past PostgreSQL's integer. Each
 * probe goes to the document (ajv) and to the server: the document must call it invalid exactly
 * when the server answers 400 (and what it takes must not be a 5xx), and a 400 for a body names
 * the field. Texts the server does take whitespace-only or with NUL (optional texts, passwords)
 * must be taken by the document too.
 */

type Json = Record<string, any>
type Key = string | number

/** Where a probe goes: a property of the body (by its path), or a query or path parameter. */
type Slot =
  { in: 'body'; path: Key[]; schema: Json } | { in: 'query' | 'path'; schema: Json; name: string }

type Operation = { method: string; template: string; operation: Json }

/** Texts tried in turn until one is valid for a text slot: the base its probes vary. */
// A text of each shape the document asks for: plain, an address, a link, a date, a site path.
const SAMPLE_TEXTS = ['x', 'x@example.com', 'https://example.com/', '2024-05-31', '/']
/** What trimming removes: ASCII, no-break and ideographic spaces, a tab, the byte-order mark. */
const BLANK = ' \t\u00a0\u3000\ufeff'

let doc: Json
let checker: ReturnType<typeof openApiChecker>
let token: string

beforeAll(async () => {
  token = await login()
  doc = (await call('GET', '/openapi.json')).json
  checker = openApiChecker(doc)
})

const deref = (schema: Json): Json =>
  schema.$ref
    ? deref(
        schema.$ref
          .slice(2)
          .split('/')
          .reduce((node: Json, key: string) => node[key], doc),
      )
    : schema

/** The schema and every alternative it offers (anyOf / oneOf, nested), dereferenced. */
const branchesOf = (schema: Json): Json[] => {
  const own = deref(schema)
  return [own, ...[...(own.anyOf ?? []), ...(own.oneOf ?? [])].flatMap(branchesOf)]
}

const takesType = (schema: Json, type: string) =>
  branchesOf(schema).some((branch) => [branch.type].flat().includes(type))

const isValid = (schema: Json, value: unknown) => !checker.schemaProblems(schema, value).length

/** The first of some plain values that the schema takes (its own enum values among them). */
const sampleOf = (schema: Json): unknown =>
  [
    ...SAMPLE_TEXTS,
    ...branchesOf(schema).flatMap((branch) => branch.enum ?? []),
    1,
    true,
    {},
    // A list: one item of the kind it holds (some lists may not be empty).
    ...branchesOf(schema).flatMap((branch) => (branch.items ? [[sampleOf(branch.items)]] : [])),
  ].find((value) => isValid(schema, value))

/** What a slot is probed with; a text's probes vary a value it takes. */
const probesOf = (slot: Slot): unknown[] => {
  const sample = sampleOf(slot.schema)
  const base = typeof sample === 'string' ? sample : 'x'
  const isLink = branchesOf(slot.schema).some((branch) => branch.format === 'uri')
  return [
    ...(takesType(slot.schema, 'string')
      ? [`${base}\u0000${base}`, BLANK, ...(isLink ? ['ftp://example.com/'] : [])]
      : []),
    ...(takesType(slot.schema, 'integer') ? [MAX_DATABASE_INTEGER + 1] : []),
  ]
}

/** Every text or whole number in a body schema: properties, nested ones and list items. */
const bodySlots = (schema: Json, path: Key[] = []): Slot[] => [
  ...(path.length && (takesType(schema, 'string') || takesType(schema, 'integer'))
    ? [{ in: 'body' as const, path, schema }]
    : []),
  ...branchesOf(schema).flatMap((branch) => [
    ...Object.entries<Json>(branch.properties ?? {}).flatMap(([name, property]) =>
      bodySlots(property, [...path, name]),
    ),
    ...(branch.items ? bodySlots(branch.items, [...path, 0]) : []),
  ]),
]

const bodySchemaOf = (operation: Json): Json | undefined =>
  operation.requestBody?.content?.['application/json']?.schema

/** Text query parameters, and path parameters that are free text (a path's enum is a 404 else). */
const textParameters = (operation: Json, where: 'query' | 'path'): Slot[] =>
  (operation.parameters ?? [])
    .filter((parameter: Json) => parameter.in === where && takesType(parameter.schema, 'string'))
    .filter((parameter: Json) => where === 'query' || !parameter.schema.enum)
    .map((parameter: Json) => ({ in: where, name: parameter.name, schema: parameter.schema }))

/** A body the schema takes, with its required properties only (one of `anyOf`'s, if any). */
const baseBodyOf = (schema: Json): Json => {
  const own = deref(schema)
  const required: string[] = [...(own.required ?? []), ...(own.anyOf?.[0]?.required ?? [])]
  return Object.fromEntries(required.map((name) => [name, sampleOf(own.properties[name])]))
}

/** The schema of `key` below `schema`: a property's, or a list's items'. */
const childSchemaOf = (schema: Json, key: Key): Json | undefined =>
  branchesOf(schema)
    .map((branch) => (typeof key === 'number' ? branch.items : branch.properties?.[key]))
    .find(Boolean)

/**
 * `body` with `value` at `path`; a list item or object made on the way holds its own required
 * properties, so that the answer is about the probed field alone.
 */
const withValue = (body: Json, path: Key[], value: unknown, schema: Json): Json => {
  const copy = structuredClone(body)
  let node: any = copy
  let below: Json | undefined = schema
  path.forEach((key, index) => {
    below = below && childSchemaOf(below, key)
    if (index === path.length - 1) node[key] = value
    else
      node = node[key] ??=
        typeof path[index + 1] === 'number'
          ? []
          : below && deref(below).properties
            ? baseBodyOf(below)
            : {}
  })
  return copy
}

/** A record created by the collection's POST, so that a write to one of its paths finds it. */
const fixtures = new Map<string, Json>()
const fixtureBelow = async (template: string): Promise<Json> => {
  const collection = template.split('/{')[0]!.replace(/\/slug$/, '')
  if (!fixtures.has(collection)) {
    const create = doc.paths[collection].post
    const res = await call('POST', collection, {
      token,
      body: baseBodyOf(bodySchemaOf(create)!),
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    fixtures.set(collection, res.json.data)
  }
  return fixtures.get(collection)!
}

/** The path with its parameters filled: the probe, an enum's first value, the fixture's key. */
const pathOf = (
  { template, operation }: Operation,
  fixture: Json | undefined,
  probe?: { name: string; value: unknown },
) =>
  template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const schema = operation.parameters.find((p: Json) => p.in === 'path' && p.name === name).schema
    const value =
      probe?.name === name
        ? probe.value
        : (schema.enum?.[0] ?? fixture?.[name] ?? (schema.type === 'integer' ? 1 : 'none'))
    return encodeURIComponent(String(value))
  })

const operationsOf = (): Operation[] =>
  Object.entries<Json>(doc.paths).flatMap(([template, item]) =>
    Object.entries<Json>(item).map(([method, operation]) => ({
      // fetch upper-cases the other methods itself, but sends `patch` as written.
      method: method.toUpperCase(),
      template,
      operation,
    })),
  )

type Answer = Awaited<ReturnType<typeof call>>

/** One probe, to the document and to the server: its verdict and the server's answer. */
const send = async (
  entry: Operation,
  slot: Slot,
  value: unknown,
  { base, fixture }: { base?: Json; fixture?: Json },
): Promise<{ valid: boolean; res: Answer }> => {
  const auth = entry.operation.security?.length ? token : null
  if (slot.in === 'body') {
    const body = withValue(base!, slot.path, value, bodySchemaOf(entry.operation)!)
    const res = await call(entry.method, pathOf(entry, fixture), { token: auth, body })
    return { valid: isValid(bodySchemaOf(entry.operation)!, body), res }
  }
  const path =
    slot.in === 'path'
      ? pathOf(entry, fixture, { name: slot.name, value })
      : `${pathOf(entry, fixture)}?${slot.name}=${encodeURIComponent(String(value))}`
  const res = await call(entry.method, path, { token: auth, body: base })
  return { valid: isValid(slot.schema, value), res }
}

/** How the server's answer contradicts the document's verdict; null when they agree. */
const disagreementOf = (valid: boolean, res: Answer, field?: string): string | null => {
  const answer = `${res.status} ${JSON.stringify(res.json?.error ?? res.json)}`
  if (valid && (res.status === 400 || res.status >= 500)) {
    return `the document takes it, the server answers ${answer}`
  }
  if (!valid && res.status !== 400) return `the document refuses it, the server answers ${answer}`
  if (!valid && field && !res.json?.error?.fields?.[field]) {
    return `the 400 does not name the field: ${answer}`
  }
  return null
}

/** Probes every slot `slotsOf` finds in each operation; answers the disagreements found. */
const probe = async (slotsOf: (operation: Json) => Slot[]) => {
  const disagreements: string[] = []
  const probed: string[] = []
  for (const entry of operationsOf()) {
    const slots = slotsOf(entry.operation)
    if (!slots.length) continue
    const bodySchema = bodySchemaOf(entry.operation)
    const base = bodySchema ? baseBodyOf(bodySchema) : undefined
    if (bodySchema) expect(checker.schemaProblems(bodySchema, base, 'base body')).toEqual([])
    const fixture =
      bodySchema && entry.template.includes('{') ? await fixtureBelow(entry.template) : undefined
    for (const slot of slots) {
      const name = slot.in === 'body' ? slot.path.join('.') : slot.name
      probed.push(`${entry.method} ${entry.template} ${slot.in} ${name}`)
      for (const value of probesOf(slot)) {
        const { valid, res } = await send(entry, slot, value, { base, fixture })
        const disagreement = disagreementOf(valid, res, slot.in === 'body' ? name : undefined)
        if (disagreement) {
          disagreements.push(
            `${entry.method} ${entry.template} ${slot.in} ${name} = ${JSON.stringify(value)}: ${disagreement}`,
          )
        }
      }
    }
  }
  return { disagreements, probed }
}

describe('the document refuses what the server refuses', () => {
  it('in request bodies: texts, list items and whole numbers', { timeout: 180_000 }, async () => {
    const { disagreements, probed } = await probe((operation) =>
      bodySchemaOf(operation) ? bodySlots(bodySchemaOf(operation)!) : [],
    )
    // The walk reaches every kind of slot (a walk that found nothing would agree vacuously).
    expect(probed).toEqual(
      expect.arrayContaining([
        'POST /auth/login body email',
        'POST /auth/login body password',
        'POST /projects body title',
        'POST /projects body technologies.0',
        'POST /projects body gallery.0',
        'POST /projects body gallery.0.media',
        'PUT /projects/slug/{slug} body liveUrl',
        'PUT /experiences/{id} body skills.0',
        'PUT /personal-info body stats.projectCount',
        'POST /inquiries body subject',
        'PUT /smtp-config body host',
      ]),
    )
    expect(disagreements).toEqual([])
  })

  it('in query and path parameters', { timeout: 120_000 }, async () => {
    const { disagreements, probed } = await probe((operation) => [
      ...textParameters(operation, 'query'),
      ...textParameters(operation, 'path'),
    ])
    expect(probed).toEqual(
      expect.arrayContaining([
        'GET /projects query search',
        'GET /projects query sortBy',
        'GET /skills query category',
        'GET /projects/slug/{slug} path slug',
      ]),
    )
    expect(disagreements).toEqual([])
  })
})
