import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { type Cluster, startCluster } from '../scaling/helpers/cluster'

/**
 * The owner's redirects (Payload's redirects plugin, ADR 0036) on two instances of the production
 * build sharing one PostgreSQL: an old address answers 301 or 302 with the new one; a change or
 * removal made on either instance, or its project taken off the site, counts from the next
 * request on the other; and the admin's REST refuses a redirect that would loop, hide a page or
 * repeat another's old address, with its message under the field. Nothing here waits or retries:
 * each request after a change must already follow it. (A new redirect reaches the other instance
 * with the change announcement, as every cached public read: tests/int/scaling/cacheCoherence.)
 */

let cluster: Cluster
let token: string
let projectId: number

/** The base URL of instance `index`. */
const on = (index: number): string => cluster.servers[index]!.baseURL

/** A visitor's request, which does not follow redirects. */
const visit = (index: number, path: string, method = 'GET') =>
  fetch(`${on(index)}${path}`, { method, redirect: 'manual' })

/** The admin's call to Payload's REST (what the admin's form sends) on instance `index`. */
const cms = async (index: number, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${on(index)}/cms-api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json().catch(() => null)) as any }
}

const toProject = (id: number) => ({
  type: 'reference',
  reference: { relationTo: 'projects', value: id },
})
const toUrl = (url: string) => ({ type: 'custom', url })

/** Creates a redirect on instance `index` and returns its id. */
const create = async (body: Record<string, unknown>, index = 0): Promise<number> => {
  const res = await cms(index, 'POST', '/redirects', body)
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  return res.json.doc.id as number
}

/** The field messages of a refused save: `{ path: message }`. */
const refusal = (res: { status: number; json: any }): Record<string, string> => {
  expect(res.status, JSON.stringify(res.json)).toBe(400)
  const errors = res.json.errors[0].data.errors as { path: string; message: string }[]
  return Object.fromEntries(errors.map(({ path, message }) => [path, message]))
}

/** Asserts a redirect answer: its status and where it sends the visitor. */
const expectRedirect = async (res: Response, status: number, location: string) => {
  expect(res.status).toBe(status)
  expect(res.headers.get('location')).toBe(location)
  expect(res.headers.get('cache-control')).toBe('no-cache')
  await res.arrayBuffer()
}

/** Asserts the site's 404 page: the address answers as if no redirect existed. */
const expectNotFound = async (res: Response) => {
  expect(res.status).toBe(404)
  expect(res.headers.get('content-type')).toMatch(/text\/html/)
  await res.arrayBuffer()
}

beforeAll(async () => {
  cluster = await startCluster({ name: 'test-redirects', instances: 2 })
  const login = await fetch(`${on(0)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  token = ((await login.json()) as { data: { token: string } }).data.token
  // A published project of the test's own.
  const made = await fetch(`${on(0)}/api/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'My App', description: 'Moved here.', category: 'Web App' }),
  })
  expect(made.status).toBe(201)
  projectId = ((await made.json()) as { data: { id: number } }).data.id
}, 240_000)

afterAll(async () => {
  await cluster?.stop()
})

describe('redirects answered by the server', () => {
  it('sends an old address to a project’s page with 301, keeping the query string', async () => {
    const res = await cms(0, 'POST', '/redirects', {
      from: '/old-portfolio/my-app/',
      to: toProject(projectId),
      type: '301',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    // Stored as it is matched: without the trailing slash.
    expect(res.json.doc.from).toBe('/old-portfolio/my-app')

    await expectRedirect(await visit(0, '/old-portfolio/my-app'), 301, `/projects/${projectId}`)
    await expectRedirect(
      await visit(0, '/old-portfolio/my-app/?utm_source=cv'),
      301,
      `/projects/${projectId}?utm_source=cv`,
    )
    await expectRedirect(
      await visit(0, '/old-portfolio/my-app', 'HEAD'),
      301,
      `/projects/${projectId}`,
    )
    // The pages themselves are untouched.
    expect((await visit(0, `/projects/${projectId}`)).status).toBe(200)
  })

  it('answers a 302 with the URL it was given, whose own query string stays', async () => {
    await create({ from: '/old-contact', to: toUrl('/contact'), type: '302' }, 1)
    await expectRedirect(await visit(1, '/old-contact'), 302, '/contact')
    await create({ from: '/old-cv', to: toUrl('https://example.com/cv?v=2'), type: '302' }, 1)
    await expectRedirect(await visit(1, '/old-cv?utm_source=x'), 302, 'https://example.com/cv?v=2')
  })

  it('follows a change made on one instance from the next request on the other', async () => {
    // Known to the second instance: made there.
    const id = await create({ from: '/moving', to: toUrl('/skills'), type: '302' }, 1)
    await expectRedirect(await visit(1, '/moving'), 302, '/skills')

    const changed = await cms(0, 'PATCH', `/redirects/${id}`, { to: toUrl('/about'), type: '301' })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    await expectRedirect(await visit(1, '/moving'), 301, '/about')
    await expectRedirect(await visit(0, '/moving'), 301, '/about')

    expect((await cms(1, 'DELETE', `/redirects/${id}`)).status).toBe(200)
    await expectNotFound(await visit(0, '/moving'))
    await expectNotFound(await visit(1, '/moving'))
  })

  it('answers as if there were no redirect while its project is off the site', async () => {
    // The redirect was made on the first instance; the project changes on the second.
    const hide = await cms(1, 'POST', `/projects/${projectId}/deleted`, { deleted: true })
    expect(hide.status, JSON.stringify(hide.json)).toBe(200)
    await expectNotFound(await visit(0, '/old-portfolio/my-app'))

    const restore = await cms(1, 'POST', `/projects/${projectId}/deleted`, { deleted: false })
    expect(restore.status, JSON.stringify(restore.json)).toBe(200)
    await expectRedirect(await visit(0, '/old-portfolio/my-app'), 301, `/projects/${projectId}`)
  })
})

describe('redirects the admin refuses', () => {
  it('refuses a loop, naming the addresses on it', async () => {
    await create({ from: '/loop-a', to: toUrl('/loop-b'), type: '301' })
    expect(
      refusal(
        await cms(0, 'POST', '/redirects', { from: '/loop-b', to: toUrl('/loop-a/'), type: '301' }),
      ),
    ).toEqual({
      'to.url':
        'This leads back to /loop-b (/loop-b → /loop-a → /loop-b): a visitor would go round in circles.',
    })
    // Through a full address of the site too, and to itself.
    expect(
      refusal(
        await cms(1, 'POST', '/redirects', {
          from: '/loop-b',
          to: toUrl(`${on(1)}/loop-a?x=1`),
          type: '302',
        }),
      )['to.url'],
    ).toMatch(/^This leads back to \/loop-b/)
    expect(
      refusal(
        await cms(0, 'POST', '/redirects', { from: '/self', to: toUrl('/self/'), type: '302' }),
      ),
    ).toEqual({ 'to.url': 'This sends /self to itself: a visitor would never arrive.' })
    // Nothing was stored: the old address is still the 404 page.
    await expectNotFound(await visit(1, '/loop-b'))
  })

  it('refuses an old address that is one of the site’s pages, in any language', async () => {
    for (const from of [
      '/',
      '/projects',
      '/projects/3',
      '/skills',
      '/about/',
      '/contact',
      '/es/about',
    ]) {
      const messages = refusal(
        await cms(0, 'POST', '/redirects', { from, to: toUrl('/'), type: '301' }),
      )
      expect(messages.from, from).toMatch(
        /is a page of this site: a redirect from it would hide the page/,
      )
    }
  })

  it('refuses the server’s own paths, anything but a path, and an old address already redirected', async () => {
    for (const from of [
      '/api/projects',
      '/admin',
      '/cms-api/redirects',
      '/assets/x.js',
      '/sitemap.xml',
      // The feeds and the site's files, whatever the case of their letters (issue 45, item 11).
      '/feed.xml',
      '/Feed.xml',
      '/es/feed.json',
      '/SW.JS',
    ])
      expect(
        refusal(await cms(0, 'POST', '/redirects', { from, to: toUrl('/'), type: '301' })).from,
        from,
      ).toMatch(/belongs to the server itself/)
    expect(
      refusal(await cms(0, 'POST', '/redirects', { from: 'old-page', to: toUrl('/'), type: '301' }))
        .from,
    ).toMatch(/^Enter a path on this site starting with \//)
    expect(
      refusal(
        await cms(1, 'POST', '/redirects', {
          from: '/old-contact/',
          to: toUrl('/about'),
          type: '301',
        }),
      ).from,
    ).toBe('Another redirect already starts from /old-contact: edit that one instead.')
    expect(
      refusal(
        await cms(0, 'POST', '/redirects', {
          from: '/elsewhere',
          to: toUrl('javascript:alert(1)'),
          type: '301',
        }),
      )['to.url'],
    ).toMatch(/full address starting with https:\/\//)
  })

  it('refuses a backslash, which browsers read as / (`/\\evil.example` is another site)', async () => {
    for (const url of ['/\\evil.example', '\\\\evil.example', '/\\/evil.example'])
      expect(
        refusal(await cms(0, 'POST', '/redirects', { from: '/gone', to: toUrl(url), type: '302' }))[
          'to.url'
        ],
        url,
      ).toMatch(/backslash/)
    expect(
      refusal(await cms(1, 'POST', '/redirects', { from: '/\\gone', to: toUrl('/'), type: '302' }))
        .from,
    ).toMatch(/backslash/)
    await expectNotFound(await visit(0, '/gone'))
  })
})

describe('who may see and edit redirects', () => {
  it('keeps the collection from the public, through Payload’s REST', async () => {
    const list = await fetch(`${on(0)}/cms-api/redirects`)
    expect(list.status).toBe(403)
    await list.arrayBuffer()
    const write = await fetch(`${on(1)}/cms-api/redirects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/sneaky', to: toUrl('https://example.com'), type: '302' }),
    })
    expect(write.status).toBe(403)
    await write.arrayBuffer()
    await expectNotFound(await visit(0, '/sneaky'))
  })
})
