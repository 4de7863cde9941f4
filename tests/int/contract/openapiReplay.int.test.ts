import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashTestimonialToken } from '../../../src/mail/testimonialLink'

import { rawRequest } from '../security/helpers/rawRequest'
import { call, cms, login, purge } from './contractHelpers'
import { previewTokenFor } from '../preview/previewTokens'
import { type MatchedOperation, openApiChecker } from './openApiChecker'
import * as fileServer from '../fileServer'

/**
 * Replays valid and invalid requests to every operation of `/api/openapi.json` and checks each
 * answer against the document itself: the status is the one this table expects, the operation
 * (found from the document's paths) declares it, and the body validates against the declared
 * schema. A route, status or body shape the document does not declare fails here.
 */

type Json = Record<string, unknown>

type Replay = {
  /**
   * `METHOD /path?query` below /api, sent byte for byte; `<name>` is a fixture's slug or id,
   * `<name:hex>` its id in hexadecimal.
   */
  request: string
  expect: number
  /** `preview`: a valid `X-Preview-Token` for projects; `badPreview`: a forged one. */
  as?: 'admin' | 'badToken' | 'preview' | 'badPreview'
  /** Sent as `application/json`. */
  json?: unknown
  /** Sent as-is, with `type` (default `application/json`). */
  body?: string | Buffer
  type?: string
  /** Send the ETag of a first, identical request back in `If-None-Match`. */
  revalidate?: boolean
  /** Sent besides the ones `as`, the body and `revalidate` call for. */
  headers?: Record<string, string>
  /** Source address on the loopback, so failed logins spend no other file's per-IP budget. */
  from?: string
}

const anon = (request: string, status: number, extra: Partial<Replay> = {}): Replay => ({
  request,
  expect: status,
  ...extra,
})
const admin = (request: string, status: number, extra: Partial<Replay> = {}): Replay =>
  anon(request, status, { as: 'admin', ...extra })

/** A form body where JSON is expected. */
const NOT_JSON: Partial<Replay> = { body: 'title=x&name=y', type: 'text/plain' }
/** Not JSON although it says so. */
const MALFORMED: Partial<Replay> = { body: '{"title": ' }
/** An ETag no read ever answered: the record "changed" since it was read. */
const STALE: Partial<Replay> = { headers: { 'if-match': '"replay-stale-etag"' } }
/** Any current record. */
const ANY: Partial<Replay> = { headers: { 'if-match': '*' } }
/** Over the 100 kB body limit. */
const TOO_LARGE: Partial<Replay> = { json: { title: 'x'.repeat(110_000) } }

/** A body of the right shape whose `field` holds bytes that are not UTF-8 (`C3 28`). */
const invalidUtf8 = (valid: Json, field: string): Partial<Replay> => {
  const [before, after] = JSON.stringify({ ...valid, [field]: '@@' }).split('"@@"')
  return {
    body: Buffer.concat([
      Buffer.from(`${before}"A`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(`"${after}`),
    ]),
  }
}
/** A body of the right shape whose `field` holds a lone UTF-16 surrogate (`\ud800`). */
const loneSurrogate = (valid: Json, field: string): Partial<Replay> => ({
  body: JSON.stringify({ ...valid, [field]: '@@' }).replace('"@@"', '"A\\ud800B"'),
})

/**
 * Ids that are not written the one canonical way (plain digits, 1..2147483647). Most name an
 * existing record (`+12` for 12) so that a server reading them loosely would visibly act on it.
 */
const nonCanonicalIds = (fixture: string) => [
  `0x<${fixture}:hex>`,
  `+<${fixture}>`,
  `0<${fixture}>`,
  `<${fixture}>e0`,
  '0',
  '2147483648',
  'abc',
]
const UNKNOWN_ID = '2147483647'
const UNKNOWN_SLUG = 'no-such-replay-record'
/** A path segment that is not valid percent-encoding. */
const BAD_ENCODING = '%E0%A4%A'

/** Query strings every list refuses (page and limit as canonical whole numbers ≥ 1). */
const BAD_LIST_QUERIES = [
  'page=0',
  'limit=abc',
  'page=01',
  'limit=%2B5',
  'page=2147483648',
  'sortBy=nope',
  'sortOrder=up',
  'page=1&page=2',
  `page=${BAD_ENCODING}`,
  'unknown=%00',
]

/** The seven calls a soft-deletable resource shares, valid and invalid. */
const contentReplays = (resource: {
  path: string
  key: 'slug' | 'id'
  /** Fixture names of two existing records. */
  fixtures: [string, string]
  create: Json
  update: Json
  invalid: Json
  /** A text field that the encoding checks put their bad bytes in. */
  textField: string
  search?: boolean
}): Replay[] => {
  const { path, create, update } = resource
  const item = (key: string) => (resource.key === 'slug' ? `${path}/slug/${key}` : `${path}/${key}`)
  const [mine, other] = resource.fixtures.map((name) => `<${name}>`) as [string, string]
  const unknown = resource.key === 'slug' ? UNKNOWN_SLUG : UNKNOWN_ID
  const badKeys = [
    'a%00b',
    BAD_ENCODING,
    ...(resource.key === 'id' ? nonCanonicalIds(resource.fixtures[0]) : []),
  ]
  return [
    anon(`GET ${path}`, 200),
    anon(`GET ${path}`, 304, { revalidate: true }),
    anon(`GET ${path}?page=2&limit=5&sortBy=id&sortOrder=desc&unknown=1`, 200),
    anon(`GET ${path}?limit=1000`, 200),
    anon(`GET ${path}`, 200, { as: 'badToken' }),
    ...(resource.search
      ? [anon(`GET ${path}?search=replay`, 200), anon(`GET ${path}?search=${'x'.repeat(201)}`, 400)]
      : []),
    ...BAD_LIST_QUERIES.map((query) => anon(`GET ${path}?${query}`, 400)),

    admin(`GET ${path}/all`, 200),
    admin(`GET ${path}/all?limit=0`, 400),
    admin(`GET ${path}/all?x=%00`, 400),
    anon(`GET ${path}/all`, 401),
    anon(`GET ${path}/all`, 401, { as: 'badToken' }),

    admin(`POST ${path}`, 201, { json: create }),
    admin(`POST ${path}`, 400, { json: {} }),
    admin(`POST ${path}`, 400, { json: [] }),
    admin(`POST ${path}`, 400, { json: 'text' }),
    admin(`POST ${path}`, 400, { json: resource.invalid }),
    admin(`POST ${path}`, 400, NOT_JSON),
    admin(`POST ${path}`, 400, { json: create, type: 'text/plain' }),
    admin(`POST ${path}`, 400, MALFORMED),
    admin(`POST ${path}`, 400, invalidUtf8(create, resource.textField)),
    admin(`POST ${path}`, 400, loneSurrogate(create, resource.textField)),
    admin(`POST ${path}?x=%00`, 400, { json: create }),
    admin(`POST ${path}`, 413, TOO_LARGE),
    anon(`POST ${path}`, 401, { json: create }),
    anon(`POST ${path}`, 401, { json: create, as: 'badToken' }),
    ...(resource.key === 'slug'
      ? [admin(`POST ${path}`, 409, { json: { ...create, slug: mine } })]
      : []),

    anon(`GET ${item(mine)}`, 200),
    anon(`GET ${item(mine)}`, 304, { revalidate: true }),
    anon(`GET ${item(unknown)}`, 404),
    ...badKeys.map((key) => anon(`GET ${item(key)}`, 400)),

    admin(`PUT ${item(mine)}`, 200, { json: update }),
    admin(`PUT ${item(mine)}`, 200, { json: update, ...ANY }),
    admin(`PUT ${item(mine)}`, 412, { json: update, ...STALE }),
    admin(`PUT ${item(mine)}`, 400, { json: resource.invalid }),
    admin(`PUT ${item(mine)}`, 400, { json: [] }),
    admin(`PUT ${item(mine)}`, 400, NOT_JSON),
    admin(`PUT ${item(mine)}`, 400, MALFORMED),
    admin(`PUT ${item(mine)}`, 400, invalidUtf8(update, resource.textField)),
    admin(`PUT ${item(mine)}`, 400, loneSurrogate(update, resource.textField)),
    admin(`PUT ${item(mine)}`, 413, TOO_LARGE),
    admin(`PUT ${item(unknown)}`, 404, { json: update }),
    ...badKeys.map((key) => admin(`PUT ${item(key)}`, 400, { json: update })),
    anon(`PUT ${item(mine)}`, 401, { json: update }),
    ...(resource.key === 'slug'
      ? [admin(`PUT ${item(mine)}`, 409, { json: { slug: other } })]
      : []),

    admin(`DELETE ${item(other)}`, 400, { json: [] }),
    admin(`DELETE ${item(other)}`, 412, STALE),
    admin(`DELETE ${item(other)}`, 200),
    admin(`DELETE ${item(unknown)}`, 404),
    admin(`DELETE ${item(mine)}`, 413, TOO_LARGE),
    ...badKeys.map((key) => admin(`DELETE ${item(key)}`, 400)),
    anon(`DELETE ${item(mine)}`, 401),
    anon(`GET ${item(other)}`, 404),

    admin(`PATCH ${item(other)}/restore`, 412, STALE),
    admin(`PATCH ${item(other)}/restore`, 200),
    admin(`PATCH ${item(unknown)}/restore`, 404),
    admin(`PATCH ${item(mine)}/restore`, 400, NOT_JSON),
    admin(`PATCH ${item(mine)}/restore`, 400, { json: [] }),
    ...badKeys.map((key) => admin(`PATCH ${item(key)}/restore`, 400)),
    anon(`PATCH ${item(mine)}/restore`, 401),
  ]
}

const LOGIN_FROM = '127.0.0.61'
/** A second account, locked by the table's failed logins (the shared admin must stay usable). */
const LOCKED_USER = { email: 'replay-lock@example.com', password: 'Quiet-harbor-Violin-47!' }
const nobody = { email: 'nobody@replay.invalid', password: 'not-the-password-1' }
const inquiry = {
  name: 'Replay Visitor',
  email: 'visitor@example.com',
  message: 'Hello from the replay.',
}

const REPLAYS: Replay[] = [
  // The fixtures exist before these run; `<admin>` is the admin's e-mail.
  anon('POST /auth/login', 200, { json: { email: '<admin>', password: '<password>' } }),
  anon('POST /auth/login', 401, { json: nobody, from: LOGIN_FROM }),
  anon('POST /auth/login', 400, { json: {} }),
  anon('POST /auth/login', 400, { json: { email: nobody.email } }),
  anon('POST /auth/login', 400, { json: [] }),
  anon('POST /auth/login', 400, NOT_JSON),
  anon('POST /auth/login', 400, MALFORMED),
  anon('POST /auth/login', 400, { ...invalidUtf8(nobody, 'password'), from: LOGIN_FROM }),
  anon('POST /auth/login', 400, { ...loneSurrogate(nobody, 'password'), from: LOGIN_FROM }),
  anon('POST /auth/login?x=%00', 400, { json: nobody }),
  anon('POST /auth/login', 413, TOO_LARGE),
  // Five wrong passwords lock the account: then even the right one is 429 account_locked.
  ...Array.from({ length: 5 }, () =>
    anon('POST /auth/login', 401, {
      json: { email: LOCKED_USER.email, password: 'Wrong-guess-Pebble-12!' },
      from: LOGIN_FROM,
    }),
  ),
  anon('POST /auth/login', 429, { json: LOCKED_USER, from: LOGIN_FROM }),

  admin('GET /auth/verify', 200),
  admin('GET /auth/verify?x=%00', 400),
  anon('GET /auth/verify', 401),
  anon('GET /auth/verify', 401, { as: 'badToken' }),

  anon('GET /personal-info', 200),
  anon('GET /personal-info', 304, { revalidate: true }),
  anon('GET /personal-info?page=abc', 200),
  anon('GET /personal-info?x=%00', 400),
  admin('PUT /personal-info', 200, { json: {} }),
  admin('PUT /personal-info', 200, { json: {}, ...ANY }),
  admin('PUT /personal-info', 412, { json: {}, ...STALE }),
  admin('PUT /personal-info', 400, { json: { name: '' } }),
  admin('PUT /personal-info', 400, { json: [] }),
  admin('PUT /personal-info', 400, NOT_JSON),
  admin('PUT /personal-info', 400, MALFORMED),
  admin('PUT /personal-info', 400, invalidUtf8({}, 'phone')),
  admin('PUT /personal-info', 400, loneSurrogate({}, 'phone')),
  admin('PUT /personal-info', 413, TOO_LARGE),
  anon('PUT /personal-info', 401, { json: {} }),

  anon('GET /site-texts', 200),
  anon('GET /site-texts', 304, { revalidate: true }),
  anon('GET /site-texts?x=%00', 400),
  anon('GET /site-texts?locale=xx', 400),

  anon('GET /languages', 200),
  anon('GET /languages', 304, { revalidate: true }),
  anon('GET /languages?locale=zz', 400),
  // The site's one language, chosen again: the answer every other replay expects stays.
  admin('PUT /languages', 200, { json: { default: 'en', enabled: ['en'] } }),
  admin('PUT /languages', 400, { json: { default: 'fr', enabled: ['en'] } }),
  admin('PUT /languages', 400, { json: { default: 'en', enabled: [] } }),
  anon('PUT /languages', 401, { json: { default: 'en', enabled: ['en'] } }),

  ...contentReplays({
    path: '/projects',
    key: 'slug',
    fixtures: ['project', 'project2'],
    create: { title: 'Replay Created Project', description: 'Made by the replay test.' },
    update: { description: 'Updated by the replay test.' },
    invalid: { title: '', description: 'x' },
    textField: 'description',
    search: true,
  }),
  ...contentReplays({
    path: '/skills',
    key: 'slug',
    fixtures: ['skill', 'skill2'],
    create: { name: 'Replay Created Skill', category: 'Backend', level: 50 },
    update: { level: 60 },
    invalid: { name: 'Replay Bad Skill', level: 101 },
    textField: 'description',
    search: true,
  }),
  anon('GET /skills/category/Frontend', 200),
  anon('GET /skills/category/Frontend', 304, { revalidate: true }),
  anon('GET /skills/category/Frontend?limit=1000&sortBy=name', 200),
  anon('GET /skills/category/Nope', 404),
  anon('GET /skills/category/%00', 400),
  anon(`GET /skills/category/${BAD_ENCODING}`, 400),
  ...BAD_LIST_QUERIES.map((query) => anon(`GET /skills/category/Frontend?${query}`, 400)),
  ...contentReplays({
    path: '/experiences',
    key: 'id',
    fixtures: ['experience', 'experience2'],
    create: { year: '2020 - 2021', title: 'Replay Engineer', company: 'Replay Co' },
    update: { location: 'Replay City' },
    invalid: { year: '2020', title: 'x', company: '' },
    textField: 'description',
  }),
  ...contentReplays({
    path: '/education',
    key: 'id',
    fixtures: ['education', 'education2'],
    create: { year: '2010 - 2014', title: 'Replay Degree', institution: 'Replay University' },
    update: { location: 'Replay City' },
    invalid: { year: '2010', title: 'x', institution: 42 },
    textField: 'description',
  }),
  ...contentReplays({
    path: '/interests',
    key: 'id',
    fixtures: ['interest', 'interest2'],
    create: { icon: '🧪', title: 'Replay Interest' },
    update: { description: 'Updated by the replay test.' },
    invalid: { icon: '', title: 'x' },
    textField: 'description',
  }),
  ...contentReplays({
    path: '/posts',
    key: 'slug',
    fixtures: ['post', 'post2'],
    create: { title: 'Replay Created Post', body: 'Made by the replay test.' },
    update: { excerpt: 'Updated by the replay test.' },
    invalid: { title: '', tags: 'x' },
    textField: 'body',
    search: true,
  }),
  anon('GET /posts?tag=Replay&project=replay-project-1', 200),
  anon(`GET /posts?tag=${'x'.repeat(41)}`, 400),
  anon('GET /posts?project=Not%20A%20Slug', 400),

  anon('POST /inquiries', 201, { json: inquiry }),
  anon('POST /inquiries', 400, { json: {} }),
  anon('POST /inquiries', 400, { json: { ...inquiry, name: 'Two\nLines' } }),
  anon('POST /inquiries', 400, { json: [] }),
  anon('POST /inquiries', 400, NOT_JSON),
  anon('POST /inquiries', 400, { json: inquiry, type: 'text/plain' }),
  anon('POST /inquiries', 400, { json: inquiry, type: 'application/json; charset=iso-8859-1' }),
  anon('POST /inquiries', 400, MALFORMED),
  anon('POST /inquiries', 400, invalidUtf8(inquiry, 'message')),
  anon('POST /inquiries', 400, loneSurrogate(inquiry, 'message')),
  anon('POST /inquiries?x=%00', 400, { json: inquiry }),
  anon('POST /inquiries', 413, TOO_LARGE),
  admin('GET /inquiries', 200),
  admin('GET /inquiries?sortBy=timestamp&sortOrder=asc&limit=2', 200),
  ...BAD_LIST_QUERIES.map((query) => admin(`GET /inquiries?${query}`, 400)),
  anon('GET /inquiries', 401),
  anon('GET /inquiries', 401, { as: 'badToken' }),
  admin('GET /inquiries/unread', 200),
  admin('GET /inquiries/unread?limit=abc', 400),
  admin('GET /inquiries/unread?page=01', 400),
  anon('GET /inquiries/unread', 401),
  admin('PATCH /inquiries/<inquiry>/read', 200),
  admin('PATCH /inquiries/<inquiry>/read', 400, NOT_JSON),
  admin('PATCH /inquiries/<inquiry>/read', 400, { json: [] }),
  admin(`PATCH /inquiries/${UNKNOWN_ID}/read`, 404),
  admin(`PATCH /inquiries/${BAD_ENCODING}/read`, 400),
  ...nonCanonicalIds('inquiry').map((id) => admin(`PATCH /inquiries/${id}/read`, 400)),
  anon('PATCH /inquiries/<inquiry>/read', 401),
  admin(`DELETE /inquiries/${UNKNOWN_ID}`, 404),
  admin('DELETE /inquiries/a%00', 400),
  ...nonCanonicalIds('inquiry').map((id) => admin(`DELETE /inquiries/${id}`, 400)),
  admin('DELETE /inquiries/<inquiry>', 413, TOO_LARGE),
  anon('DELETE /inquiries/<inquiry>', 401),
  admin('DELETE /inquiries/<inquiry>', 200),

  anon('POST /events', 202, { json: { type: 'pageview', path: '/' } }),
  anon('POST /events', 202, {
    json: { type: 'outbound', path: '/about', target: 'https://github.com/' },
  }),
  anon('POST /events', 400, { json: {} }),
  anon('POST /events', 400, { json: { type: 'pageview', path: '/', visitor: 'x' } }),
  anon('POST /events', 400, { json: [] }),
  anon('POST /events', 400, NOT_JSON),
  anon('POST /events', 400, MALFORMED),
  anon('POST /events', 400, invalidUtf8({ type: 'pageview', path: '/' }, 'path')),
  anon('POST /events?x=%00', 400, { json: { type: 'pageview', path: '/' } }),
  anon('POST /events', 413, TOO_LARGE),
  admin('GET /stats', 200),
  admin('GET /stats?from=2026-01-01&to=2026-01-31', 200),
  admin('GET /stats?from=2026-13-01', 400),
  admin('GET /stats?x=%00', 400),
  anon('GET /stats', 401),
  anon('GET /stats', 401, { as: 'badToken' }),

  // A dry run: the report, nothing changed.
  admin('POST /import/json-resume?dryRun=true', 200, {
    json: { basics: { name: 'Replay' }, awards: [{ title: 'x' }] },
  }),
  admin('POST /import/json-resume', 400, { json: { work: [{ startDate: 'soon' }] } }),
  admin('POST /import/json-resume?dryRun=maybe', 400, { json: {} }),
  admin('POST /import/json-resume', 400, { json: [] }),
  admin('POST /import/json-resume', 400, NOT_JSON),
  admin('POST /import/json-resume', 400, MALFORMED),
  admin('POST /import/json-resume', 400, invalidUtf8({ basics: {} }, 'awards')),
  admin('POST /import/json-resume', 413, { json: { basics: { summary: 'x'.repeat(1_100_000) } } }),
  anon('POST /import/json-resume', 401, { json: {} }),
  anon('POST /import/json-resume', 401, { json: {}, as: 'badToken' }),

  admin('GET /smtp-config', 200),
  admin('GET /smtp-config?x=%00', 400),
  anon('GET /smtp-config', 401),
  anon('GET /smtp-config', 401, { as: 'badToken' }),
  admin('PUT /smtp-config', 200, { json: {} }),
  admin('PUT /smtp-config', 400, { json: { port: 'x' } }),
  admin('PUT /smtp-config', 400, { json: [] }),
  admin('PUT /smtp-config', 400, NOT_JSON),
  admin('PUT /smtp-config', 400, invalidUtf8({}, 'user')),
  admin('PUT /smtp-config', 413, TOO_LARGE),
  anon('PUT /smtp-config', 401, { json: {} }),
  admin('PATCH /smtp-config/toggle-active', 200, { json: { isActive: false } }),
  admin('PATCH /smtp-config/toggle-active', 400, { json: { isActive: 'yes' } }),
  admin('PATCH /smtp-config/toggle-active', 400, { json: {} }),
  // No body at all flips the state: twice, to leave it as it was.
  admin('PATCH /smtp-config/toggle-active', 200),
  admin('PATCH /smtp-config/toggle-active', 200),
  admin('PATCH /smtp-config/toggle-active', 400, { json: [] }),
  admin('PATCH /smtp-config/toggle-active', 400, NOT_JSON),
  admin('PATCH /smtp-config/toggle-active', 413, TOO_LARGE),
  anon('PATCH /smtp-config/toggle-active', 401, { json: { isActive: false } }),
  admin('GET /smtp-config/test', 200),
  admin('GET /smtp-config/test?x=%00', 400),
  anon('GET /smtp-config/test', 401),

  admin('GET /users/profile', 200),
  admin('GET /users/profile?x=%00', 400),
  anon('GET /users/profile', 401),
  anon('GET /users/profile', 401, { as: 'badToken' }),

  // Live preview: the admin's unsaved form data in the public shape (a token for that content).
  anon('POST /preview/projects', 200, {
    as: 'preview',
    json: { data: { id: 1, title: 'Replay typing', description: 'Live', category: 'Web App' } },
  }),
  anon('POST /preview/projects', 400, { as: 'preview', json: { data: 'not fields' } }),
  anon('POST /preview/projects', 400, { as: 'preview', ...NOT_JSON }),
  anon('POST /preview/projects', 401, { json: { data: {} } }),
  anon('POST /preview/projects', 401, { as: 'badPreview', json: { data: {} } }),
  anon('POST /preview/nothing', 404, { as: 'preview', json: { data: {} } }),
  anon('POST /preview/projects', 413, { as: 'preview', ...TOO_LARGE }),
  // Draft reads for previews: a forged token is refused, never read as "no token".
  anon('GET /projects', 200, { as: 'preview' }),
  anon('GET /projects', 401, { as: 'badPreview' }),
  anon('GET /personal-info', 401, { as: 'badPreview' }),

  // A project under NDA: its password opens it (a cookie), nothing else does.
  anon('POST /projects/slug/<secret>/access', 200, { json: { password: 'replay password' } }),
  anon('POST /projects/slug/<secret>/access', 401, { json: { password: 'not it' } }),
  anon('POST /projects/slug/<secret>/access', 400, { json: {} }),
  anon('POST /projects/slug/<secret>/access', 400, NOT_JSON),
  anon('POST /projects/slug/no-such-project/access', 404, { json: { password: 'x' } }),

  // Testimonials: the approved list, and a request's link (read, then spent by a submission).
  anon('GET /testimonials', 200),
  anon('GET /testimonials?project=abc', 400),
  anon('GET /testimonials?x=%00', 400),
  anon('GET /testimonial-requests/<asked>', 200),
  anon('GET /testimonial-requests/<asked>?x=%00', 400),
  anon('GET /testimonial-requests/no-such-link', 404),
  anon('POST /testimonials', 400, { json: {} }),
  anon('POST /testimonials', 400, NOT_JSON),
  anon('POST /testimonials', 404, { json: { token: 'no-such-link', name: 'Ann', text: 'Hi.' } }),
  anon('POST /testimonials', 201, {
    json: { token: 'replay-testimonial-link', name: 'Replay Client', text: 'Good work.' },
  }),

  anon('GET /health', 200),
  anon('GET /health?x=%00', 400),
  anon('GET /openapi.json', 200),
  anon('GET /openapi.json?x=%00', 400),
]

/** Fixture records the table names (`<project>` → its slug, `<experience>` → its id). */
const fixtures: Record<string, string> = {}
/** Records to hard-delete afterwards, by collection. */
const created: Record<string, number[]> = {}
let token: string
/** A valid preview token for projects (the `preview` replays). */
let previewToken: string
let checker: ReturnType<typeof openApiChecker>
let originalSmtp: Json
let originalPersonalInfo: Json
/** Every operation of the document, with what the coverage check asks of it. */
let operationKeys: { key: string; admin: boolean; params: boolean }[] = []
/** Which statuses each operation was seen answering, for the coverage check. */
const seen = new Map<string, Set<number>>()

/** Contract paths whose first segment is the collection behind them, for clean-up. */
const COLLECTIONS = new Set([
  'projects',
  'skills',
  'experiences',
  'education',
  'interests',
  'posts',
  'testimonials',
  'inquiries',
])

const remember = (path: string, id: unknown) => {
  const collection = path.split(/[/?]/)[1] ?? ''
  if (COLLECTIONS.has(collection) && typeof id === 'number') (created[collection] ??= []).push(id)
}

/** Creates a record through the contract for the table to name. */
const fixture = async (name: string, path: string, body: Json, key: 'slug' | 'id') => {
  const res = await call('POST', path, { token, body })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  remember(path, res.json.data.id)
  fixtures[name] = String(res.json.data[key])
}

const substitute = (text: string) =>
  text.replace(/<([a-z0-9]+)(:hex)?>/g, (match, name: string, hex?: string) => {
    const value = fixtures[name]
    if (value === undefined) return match
    return hex ? Number(value).toString(16) : value
  })

const send = async (replay: Replay, headers: Record<string, string> = {}) => {
  const [method, path] = replay.request.split(' ') as [string, string]
  const body =
    replay.json !== undefined
      ? JSON.stringify(replay.json, (_key, value) =>
          typeof value === 'string' ? substitute(value) : value,
        )
      : replay.body
  return rawRequest(fileServer.baseURL, {
    method,
    path: `/api${substitute(path)}`,
    localAddress: replay.from,
    headers: {
      ...(replay.as === 'admin' ? { authorization: `Bearer ${token}` } : {}),
      ...(replay.as === 'badToken' ? { authorization: 'Bearer not.a.token' } : {}),
      ...(replay.as === 'preview' ? { 'x-preview-token': previewToken } : {}),
      ...(replay.as === 'badPreview' ? { 'x-preview-token': 'not.a-token' } : {}),
      ...(body !== undefined ? { 'content-type': replay.type ?? 'application/json' } : {}),
      ...replay.headers,
      ...headers,
    },
    body,
  })
}

beforeAll(async () => {
  token = await login()
  previewToken = await previewTokenFor('projects')
  fixtures.admin = fileServer.admin.email
  fixtures.password = fileServer.admin.password
  const doc = (await call('GET', '/openapi.json')).json
  checker = openApiChecker(doc)
  operationKeys = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        admin: ((operation.security ?? []) as Json[]).some(
          (entry) => Object.keys(entry).length > 0,
        ),
        params: path.includes('{'),
      })),
  )
  originalSmtp = (await call('GET', '/smtp-config', { token })).json.data
  originalPersonalInfo = (await call('GET', '/personal-info')).json.data
  for (const suffix of ['', '2']) {
    const n = suffix || '1'
    await fixture(
      `project${suffix}`,
      '/projects',
      { title: `Replay Project ${n}`, description: 'Replay fixture.' },
      'slug',
    )
    await fixture(
      `skill${suffix}`,
      '/skills',
      { name: `Replay Skill ${n}`, category: 'Frontend', level: 40 },
      'slug',
    )
    await fixture(
      `experience${suffix}`,
      '/experiences',
      { year: '2019', title: `Replay ${n}`, company: 'Fixture Co' },
      'id',
    )
    await fixture(
      `education${suffix}`,
      '/education',
      { year: '2009', title: `Replay ${n}`, institution: 'Fixture U' },
      'id',
    )
    await fixture(`interest${suffix}`, '/interests', { icon: '🧪', title: `Replay ${n}` }, 'id')
    await fixture(
      `post${suffix}`,
      '/posts',
      { title: `Replay Post ${n}`, tags: ['Replay'] },
      'slug',
    )
  }
  await fixture('inquiry', '/inquiries', inquiry, 'id')
  await fixture(
    'secret',
    '/projects',
    {
      title: 'Replay Under NDA',
      description: 'Replay fixture.',
      visibility: 'password',
      password: 'replay password',
      teaser: 'Under NDA.',
    },
    'slug',
  )
  // The link's token reaches only the client's inbox: the fixture's request is given a known one.
  const asked = await cms('POST', '/testimonial-requests', token, {
    clientName: 'Replay Client',
    email: 'replay-client@example.com',
  })
  expect(asked.status, JSON.stringify(asked.json)).toBe(201)
  ;(created['testimonial-requests'] ??= []).push(asked.json.doc.id)
  fixtures.asked = 'replay-testimonial-link'
  const db = new pg.Client({ connectionString: fileServer.databaseURL })
  await db.connect()
  await db.query('UPDATE testimonial_requests SET token_hash = $1 WHERE id = $2', [
    hashTestimonialToken(fixtures.asked),
    asked.json.doc.id,
  ])
  await db.end()
  const user = await cms('POST', '/users', token, LOCKED_USER)
  expect(user.status, JSON.stringify(user.json)).toBe(201)
  ;(created.users ??= []).push(user.json.doc.id)
})

afterAll(async () => {
  if (!token) return
  for (const [collection, ids] of Object.entries(created)) await purge(collection, ids, token)
  // Put back what the valid writes changed, so later files see the settings they expect.
  const { passwordSet: _p, ...smtp } = originalSmtp ?? {}
  await call('PUT', '/smtp-config', { token, body: smtp })
  const { avatar: _a, ...info } = originalPersonalInfo ?? {}
  await call('PUT', '/personal-info', { token, body: info })
})

describe('requests replayed against /api/openapi.json', () => {
  it.each(REPLAYS.map((replay) => [`${replay.request} → ${replay.expect}`, replay] as const))(
    '%s',
    async (_name, replay) => {
      const [method, path] = replay.request.split(' ') as [string, string]
      const matched: MatchedOperation | null = checker.operationOf(method, `/api${path}`)
      expect(matched, 'an operation of the document').not.toBeNull()
      let headers: Record<string, string> = {}
      if (replay.revalidate) {
        const first = await send(replay)
        expect(first.headers.etag, 'an ETag to revalidate with').toBeTruthy()
        headers = { 'if-none-match': String(first.headers.etag) }
      }
      const res = await send(replay, headers)
      if (res.status === 201) remember(path, res.json?.data?.id)
      const problems = checker.problemsOf(matched!, {
        status: res.status,
        contentType: res.headers['content-type'],
        text: res.text,
      })
      ;(seen.get(matched!.key) ?? seen.set(matched!.key, new Set()).get(matched!.key)!).add(
        res.status,
      )
      expect({ status: res.status, problems }, res.text.slice(0, 300)).toEqual({
        status: replay.expect,
        problems: [],
      })
    },
  )

  it('covered every operation: a success, a 400, a 401 where a token is needed, a 404 where the path names a record', () => {
    const gaps: string[] = []
    for (const key of operationKeys) {
      const statuses = seen.get(key.key) ?? new Set<number>()
      const wanted = [
        [...statuses].some((status) => status >= 200 && status < 300) ? null : 'a 2xx',
        statuses.has(400) ? null : '400',
        key.admin && !statuses.has(401) ? '401' : null,
        key.params && !statuses.has(404) ? '404' : null,
      ].filter(Boolean)
      if (wanted.length) gaps.push(`${key.key}: no ${wanted.join(', ')}`)
    }
    expect(gaps).toEqual([])
  })
})
