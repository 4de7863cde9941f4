import { describe, expect, it } from 'vitest'

import { call } from './contractHelpers'

/** Every call of spec section 7, as `METHOD /path` with OpenAPI path parameters. */
const SPEC_CALLS = [
  'POST /auth/login',
  'GET /auth/verify',
  'GET /personal-info',
  'PUT /personal-info',
  'GET /projects',
  'GET /projects/slug/{slug}',
  'GET /projects/all',
  'POST /projects',
  'PUT /projects/slug/{slug}',
  'DELETE /projects/slug/{slug}',
  'PATCH /projects/slug/{slug}/restore',
  'GET /skills',
  'GET /skills/category/{category}',
  'GET /skills/all',
  'POST /skills',
  'PUT /skills/slug/{slug}',
  'DELETE /skills/slug/{slug}',
  'PATCH /skills/slug/{slug}/restore',
  ...['experiences', 'education', 'interests'].flatMap((r) => [
    `GET /${r}`,
    `GET /${r}/all`,
    `POST /${r}`,
    `PUT /${r}/{id}`,
    `DELETE /${r}/{id}`,
    `PATCH /${r}/{id}/restore`,
  ]),
  'POST /inquiries',
  'GET /inquiries',
  'GET /inquiries/unread',
  'PATCH /inquiries/{id}/read',
  'DELETE /inquiries/{id}',
  'GET /smtp-config',
  'PUT /smtp-config',
  'PATCH /smtp-config/toggle-active',
  'GET /smtp-config/test',
  'GET /users/profile',
  'GET /health',
]

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document covering every call of the spec', async () => {
    const res = await call('GET', '/openapi.json')
    expect(res.status).toBe(200)
    const doc = res.json
    expect(doc.openapi).toBe('3.1.0')
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented).toEqual(expect.arrayContaining(SPEC_CALLS))
  })

  it('describes bodies, queries and answers with the validation schemas, and resolves every $ref', async () => {
    const doc = (await call('GET', '/openapi.json')).json
    const schemas = doc.components.schemas
    expect(schemas.ProjectInput.required).toEqual(expect.arrayContaining(['title', 'description']))
    expect(schemas.InquiryInput.required.sort()).toEqual(['email', 'message', 'name'])
    expect(schemas.SmtpConfig.properties).not.toHaveProperty('password')
    const list = doc.paths['/projects'].get
    const sortBy = list.parameters.find((p: any) => p.name === 'sortBy')
    expect(sortBy.schema.enum).toContain('title')
    expect(list.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ProjectList',
    )
    expect(doc.paths['/projects/all'].get.security).toEqual([{ bearerAuth: [] }])
    expect(doc.paths['/projects'].post.responses).toHaveProperty('409')

    // Schemas and shared responses (components/responses) alike.
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/[^"]+"/g) ?? []
    for (const ref of new Set(refs)) {
      const [section, kind, name] = ref.slice('"$ref":"#/'.length, -1).split('/')
      expect(doc[section!]?.[kind!], ref).toHaveProperty([name!])
    }
  })
})

describe('what the document promises is what the server takes', () => {
  it('POST /auth/login needs an email or a username besides the password', async () => {
    const doc = (await call('GET', '/openapi.json')).json
    const login = doc.components.schemas.LoginInput
    expect(login.required).toEqual(['password'])
    expect(login.anyOf).toEqual([{ required: ['email'] }, { required: ['username'] }])
    const refused = await call('POST', '/auth/login', { body: { password: 'whatever-it-is' } })
    expect(refused.status).toBe(400)
  })
})
