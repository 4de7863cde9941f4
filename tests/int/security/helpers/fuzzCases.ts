import { gzipSync } from 'node:zlib'

import type { ApiRoute } from '../../../../src/api/apiRoute'
import type { RawRequest } from './rawRequest'

/** A small seeded PRNG (mulberry32): the same seed replays the same requests. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const chance = (p: number) => next() < p
  return { next, int, pick, chance }
}
export type Random = ReturnType<typeof createRandom>

/** Strings that break naive code: injection, traversal, unicode oddities, extremes. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE projects; --',
  "'); DELETE FROM users; --",
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%_%',
  '$where',
  '{"$ne":null}',
  '{"$gt":""}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\u202eevil\u202c',
  '\u200b\u200b\u200b',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  '🔥💯🏳️‍🌈👨‍👩‍👧‍👦',
  'ZA̡͊͠͝LGΌ ISͮ̂҉̯͈͕̹̘̱ TO͇̹̺ͅƝ̴ȳ̳ TH̘Ë͖́̉ ͠P̯͍̭O̚N̐Y̡',
  '\ud800',
  '\r\nSet-Cookie: x=1',
  '\u0000',
  ' ',
  '',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  'true',
  'null',
]

/** Values of every JSON type, for fields that expect something else. */
const wrongTypes = (random: Random): unknown[] => [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  [],
  ['a', 1, null],
  {},
  { $ne: null },
  { $gt: '' },
  { equals: 'x' },
  random.pick(NASTY_STRINGS),
  'x'.repeat(10_000 + random.int(90_000)),
]

/** Path segments that must never reach a file, another route or a database error. */
const NASTY_SEGMENTS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fadmin',
  '..;',
  '%00',
  '%E0%A4%A',
  '%25',
  '%27%20OR%201%3D1--',
  '1%3BDROP%20TABLE%20users',
  '%7B%22%24ne%22%3Anull%7D',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9007199254740993',
  'NaN',
  '__proto__',
  'constructor',
  '%F0%9F%94%A5%F0%9F%94%A5',
  'a'.repeat(3000),
  '%20',
  'slug%2Fwith%2Fslashes',
  'UPPER-CASE',
]

/** Percent-encodes a value; a lone surrogate becomes the invalid UTF-8 bytes it would be. */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

const QUERY_KEYS = [
  'page',
  'limit',
  'sortBy',
  'sortOrder',
  'search',
  'category',
  'depth',
  'sort',
  'where',
  'select',
  'draft',
  'trash',
  'locale',
  'populate',
  'pagination',
]

const queryValue = (random: Random): string =>
  random.pick([
    ...NASTY_STRINGS,
    '-5',
    '0',
    '99999999999999999999',
    '1e3',
    '0x10',
    'password',
    'hash',
    'deleted',
    'longDescription',
    'x'.repeat(5000),
  ])

/** A hostile query string: nasty values, repeated keys, bracket syntax, operator objects. */
const hostileQuery = (random: Random): string => {
  const parts: string[] = []
  const count = 1 + random.int(4)
  for (let i = 0; i < count; i += 1) {
    const key = random.pick(QUERY_KEYS)
    const form = random.int(5)
    if (form === 0) parts.push(`${key}[]=${encode(queryValue(random))}`)
    else if (form === 1)
      parts.push(
        `where[${random.pick(['password', 'hash', 'deleted', 'email', 'or'])}][${random.pick(['equals', 'exists', 'like', '$ne'])}]=${encode(queryValue(random))}`,
      )
    else if (form === 2) parts.push(`${key}=1&${key}=2`)
    else if (form === 3) parts.push(`__proto__[admin]=true&constructor[prototype][admin]=true`)
    else parts.push(`${key}=${encode(queryValue(random))}`)
  }
  return parts.join('&')
}

const AUTH_HEADERS = [
  undefined,
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwiZXhwIjo5OTk5OTk5OTk5fQ.forged',
  'Bearer ' + 'A'.repeat(8000),
  'JWT abc.def.ghi',
  'Basic YWRtaW46YWRtaW4=',
  "Bearer ' OR 1=1--",
]

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
]

let bomb: Buffer | undefined
/** A gzip bomb: 20 MB of zeros in ~20 KB (made once). */
const gzipBomb = (): Buffer => (bomb ??= gzipSync(Buffer.alloc(20 * 1024 * 1024)))

/** A JSON body that is malformed, or valid JSON of a hostile shape. */
const hostileBody = (
  random: Random,
  fields: string[],
): { body: string | Buffer; headers: Record<string, string> } => {
  const kind = random.int(12)
  const json = (value: unknown) => ({
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  })
  switch (kind) {
    case 0:
      return {
        body: random.pick([
          '{',
          '{"a":}',
          '[',
          'nul',
          '{"a":1,}',
          '{"a" 1}',
          "{'a':1}",
          '\u0000',
          '"\\ud800"',
        ]),
        headers: { 'content-type': 'application/json' },
      }
    case 1:
      return {
        body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        headers: { 'content-type': 'application/json' },
      }
    case 2:
      return {
        body: JSON.stringify({ x: 'y'.repeat(150_000) }),
        headers: { 'content-type': 'application/json' },
      }
    case 3:
      return json({
        __proto__: { isAdmin: true, role: 'admin' },
        constructor: { prototype: { isAdmin: true } },
      })
    case 4: {
      // Every known field with a value of a wrong type.
      const body: Record<string, unknown> = {}
      for (const field of fields) body[field] = random.pick(wrongTypes(random))
      return json(body)
    }
    case 5: {
      const body: Record<string, unknown> = {}
      for (const field of fields) body[field] = random.pick(NASTY_STRINGS)
      // One field is always of a wrong type, so no such body is ever valid.
      body[random.pick(fields.length ? fields : ['x'])] = random.pick([null, 42, [], { $ne: null }])
      return json(body)
    }
    case 6:
      return {
        body: Buffer.from(
          `------fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n<svg onload=alert(1)>\r\n------fuzz--\r\n`,
        ),
        headers: { 'content-type': 'multipart/form-data; boundary=----fuzz' },
      }
    case 7:
      return {
        body: 'email=admin%40test.local&password[$ne]=x&role=admin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }
    case 8:
      return {
        body: gzipBomb(),
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      }
    case 9:
      return {
        body: random.pick(['42', 'true', 'null', '"string"', '[]', '[{"title":"x"}]']),
        headers: { 'content-type': 'application/json' },
      }
    case 10:
      return {
        body: JSON.stringify({
          id: 1,
          deleted: false,
          read: true,
          role: 'admin',
          createdAt: '1970-01-01',
        }).replace('}', ',"a":' + '{"b":'.repeat(500) + '1' + '}'.repeat(500) + '}'),
        headers: { 'content-type': random.pick(CONTENT_TYPES) },
      }
    default:
      return {
        body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]),
        headers: {
          'content-type': random.pick(CONTENT_TYPES),
          'content-encoding': random.pick(['identity', 'br', 'deflate', 'x-unknown']),
        },
      }
  }
}

/** Fields each request body knows, from the operation's name (enough to aim wrong types). */
const FIELDS: Record<string, string[]> = {
  LoginInput: ['email', 'username', 'password'],
  InquiryInput: ['name', 'email', 'subject', 'message', 'website'],
  ProjectInput: [
    'title',
    'description',
    'slug',
    'technologies',
    'liveUrl',
    'githubUrl',
    'featured',
    'teamSize',
    'startDate',
    'gallery',
    'image',
  ],
  SkillInput: ['name', 'slug', 'category', 'level', 'color'],
  ExperienceInput: ['year', 'title', 'company', 'skills'],
  EducationInput: ['year', 'title', 'institution', 'achievements'],
  InterestInput: ['icon', 'title', 'description'],
  PersonalInfoUpdate: ['name', 'title', 'githubUrl', 'email', 'avatar', 'stats'],
  SmtpConfigUpdate: ['host', 'port', 'user', 'password', 'adminEmail', 'isActive'],
  SmtpToggle: ['isActive'],
}

/** A body for the public writes that is hostile yet certainly invalid (nothing may be stored). */
const invalidPublicBody = (
  random: Random,
  op: ApiRoute,
): { body: string; headers: Record<string, string> } => {
  const base: Record<string, unknown> =
    op.path === '/inquiries'
      ? {
          name: random.pick(NASTY_STRINGS),
          email: 'fuzz@test.local',
          subject: random.pick(NASTY_STRINGS),
          message: random.pick(NASTY_STRINGS),
        }
      : { email: `fuzz-${random.int(1e9)}@nowhere.invalid`, password: random.pick(NASTY_STRINGS) }
  // Break one required field for certain: a wrong type, a missing key or an oversized value.
  const required = op.path === '/inquiries' ? ['name', 'email', 'message'] : ['password']
  const broken = random.pick(required)
  const how = random.int(3)
  if (how === 0) base[broken] = random.pick([null, 42, true, [], { $ne: null }, { $gt: '' }])
  else if (how === 1) delete base[broken]
  else base[broken] = 'x'.repeat(6_000) + random.pick(NASTY_STRINGS)
  if (op.path === '/auth/login' && how !== 0) base.password = { $ne: null }
  return { body: JSON.stringify(base), headers: { 'content-type': 'application/json' } }
}

/** Fills `{slug}`/`{id}`/`{category}` with a valid-looking or a hostile segment. */
const fillPath = (random: Random, path: string): string =>
  path
    .replace('{slug}', random.chance(0.3) ? 'e-commerce-platform' : random.pick(NASTY_SEGMENTS))
    .replace('{id}', random.chance(0.3) ? String(1 + random.int(3)) : random.pick(NASTY_SEGMENTS))
    .replace('{category}', random.chance(0.3) ? 'Frontend' : random.pick(NASTY_SEGMENTS))

/** Odd spellings of contract paths that routing must treat safely. */
const pathVariant = (random: Random, path: string): string =>
  random.pick([
    path,
    path,
    path,
    `${path}/`,
    path.replace('/api/', '//api//'),
    path.toUpperCase(),
    `${path}/..%2F..%2Fhealth`,
    `${path}%00`,
    `${path};jsessionid=1`,
  ])

/**
 * One generated bad request against `op`: a hostile path, query, headers and (for writes, and
 * sometimes for reads) body. Public writes (login, inquiries) always get an invalid body.
 */
export const fuzzRequest = (random: Random, op: ApiRoute): RawRequest & { label: string } => {
  let method = op.method.toUpperCase()
  if (random.chance(0.08))
    method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])
  const path = pathVariant(random, `/api${fillPath(random, op.path)}`)
  const query = random.chance(0.6) ? `?${hostileQuery(random)}` : ''
  const headers: Record<string, string> = {}
  const auth = random.pick(AUTH_HEADERS)
  if (auth) headers.authorization = auth
  if (random.chance(0.1)) headers['x-http-method-override'] = 'DELETE'
  if (random.chance(0.1)) headers.cookie = 'payload-token=forged.token.value'
  let body: string | Buffer | undefined
  const isPublicWrite = method === 'POST' && (op.path === '/inquiries' || op.path === '/auth/login')
  if (isPublicWrite) {
    const hostile = random.chance(0.5) ? invalidPublicBody(random, op) : hostileBody(random, [])
    body = hostile.body
    Object.assign(headers, hostile.headers)
    // A hostile shape with no known fields is never valid for these two routes.
  } else if (['POST', 'PUT', 'PATCH'].includes(method) || random.chance(0.1)) {
    const hostile = hostileBody(random, FIELDS[op.body ?? ''] ?? ['title', 'name'])
    body = hostile.body
    Object.assign(headers, hostile.headers)
  }
  return {
    label: `${method} ${path}${query.slice(0, 120)}`,
    method,
    path: `${path}${query}`,
    headers,
    body,
  }
}
