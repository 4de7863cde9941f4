import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

/**
 * Issue 45, item 4: a post or project whose public slug changes keeps its old address working.
 * The rename adds a redirect from the old address, in every language the site has, to the record
 * itself (so a later rename never makes a chain); renaming back removes the redirect that would
 * now hide the page; a redirect the owner made from that address is left as it is; a draft's new
 * slug changes nothing until it is published. The feeds' ids do not change with the slug.
 */
let token: string
const posts: number[] = []
const projects: number[] = []
const redirects: number[] = []

beforeAll(async () => {
  token = await login()
  const languages = await call('PUT', '/languages', {
    token,
    body: { default: 'en', enabled: ['en', 'es', 'ar'] },
  })
  expect(languages.status, JSON.stringify(languages.json)).toBe(200)
})

afterAll(async () => {
  const made = await cms('GET', '/redirects?limit=0&depth=0', token)
  const ids = (made.json?.docs ?? []).map((doc: { id: number }) => doc.id)
  await purge('redirects', [...new Set([...redirects, ...ids])], token)
  await purge('posts', posts, token)
  await purge('projects', projects, token)
  await call('PUT', '/languages', { token, body: { default: 'en', enabled: ['en'] } })
})

/** A visitor's request, which does not follow redirects. */
const visit = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`, { redirect: 'manual' })
  await res.arrayBuffer()
  return { status: res.status, location: res.headers.get('location') }
}

const renamePost = async (from: string, to: string) => {
  const res = await call('PUT', `/posts/slug/${encodeURIComponent(from)}`, {
    token,
    body: { slug: to },
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expect(res.json.data.slug).toBe(to)
}

/** Publishes a post through the contract, remembered for clean-up; answers its id. */
const newPost = async (body: Record<string, unknown>): Promise<number> => {
  const res = await call('POST', '/posts', { token, body: { body: 'x', ...body } })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  posts.push(res.json.data.id)
  return res.json.data.id
}

/** Asserts that `from` answers a 301 to `to`. */
const expectMoved = async (from: string, to: string) =>
  expect(await visit(from), from).toEqual({ status: 301, location: to })

/** The redirects whose old address is `from`. */
const redirectsFrom = async (from: string) =>
  (await cms('GET', `/redirects?depth=0&where[from][equals]=${encodeURIComponent(from)}`, token))
    .json.docs as { id: number; to: { type: string; url?: string; reference?: unknown } }[]

const feedIds = async (path: string) => {
  const atom = await (await fetch(`${baseURL}${path}.xml`)).text()
  const json = (await (await fetch(`${baseURL}${path}.json`)).json()) as {
    items: { id: string; title: string }[]
  }
  return {
    atom: [...atom.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]),
    json: json.items.map((item) => item.id),
  }
}

describe('a renamed post', () => {
  it('keeps its feed ids, in every language', async () => {
    await newPost({ title: 'Feed Steady' })
    const before = { en: await feedIds('/feed'), es: await feedIds('/es/feed') }
    expect(before.en.atom).toHaveLength(1)
    // Not an address that a rename changes, and one per language.
    expect(before.en.atom[0]).not.toContain('feed-steady')
    expect(before.es.atom[0]).not.toBe(before.en.atom[0])

    await renamePost('feed-steady', 'feed-renamed')
    expect(await feedIds('/feed')).toEqual(before.en)
    expect(await feedIds('/es/feed')).toEqual(before.es)
  })

  it('sends its old address to the new one, in every language, and never through a chain', async () => {
    await newPost({ title: 'First Name' })

    await renamePost('first-name', 'second-name')
    await expectMoved('/writing/first-name', '/writing/second-name')
    await expectMoved('/es/writing/first-name', '/es/writing/second-name')
    await expectMoved('/ar/writing/first-name?utm_source=x', '/ar/writing/second-name?utm_source=x')
    expect((await visit('/writing/second-name')).status).toBe(200)

    // A second rename: the first old address leads straight to the newest.
    await renamePost('second-name', 'third-name')
    await expectMoved('/writing/first-name', '/writing/third-name')
    await expectMoved('/writing/second-name', '/writing/third-name')

    // Back to the first name: its page again, and no redirect left from it.
    await renamePost('third-name', 'first-name')
    expect(await visit('/writing/first-name')).toEqual({ status: 200, location: null })
    expect(await redirectsFrom('/writing/first-name')).toEqual([])
    expect(await redirectsFrom('/es/writing/first-name')).toEqual([])
    await expectMoved('/writing/third-name', '/writing/first-name')
  })

  it('keeps its old address in another script working, percent-encoded', async () => {
    await newPost({ title: '古い名前' })
    await renamePost('古い名前', '新しい名前')
    await expectMoved(
      `/writing/${encodeURIComponent('古い名前')}`,
      `/writing/${encodeURIComponent('新しい名前')}`,
    )
  })

  it('leaves a redirect the owner made from the old address as it is', async () => {
    const mine = await cms('POST', '/redirects', token, {
      from: '/writing/owners-address',
      to: { type: 'custom', url: '/about' },
      type: '302',
    })
    expect(mine.status, JSON.stringify(mine.json)).toBe(201)
    redirects.push(mine.json.doc.id)
    // A post takes that address later: its page wins while it holds it.
    await newPost({ title: 'Owners Address', slug: 'owners-address' })
    expect((await visit('/writing/owners-address')).status).toBe(200)

    await renamePost('owners-address', 'moved-on')
    expect(await visit('/writing/owners-address')).toEqual({ status: 302, location: '/about' })
    expect(await redirectsFrom('/writing/owners-address')).toEqual([
      expect.objectContaining({
        id: mine.json.doc.id,
        to: expect.objectContaining({ url: '/about' }),
      }),
    ])
    // The languages the owner did not redirect follow the post.
    await expectMoved('/es/writing/owners-address', '/es/writing/moved-on')
    // The address a post holds is its page: no redirect may start there.
    const refused = await cms('POST', '/redirects', token, {
      from: '/writing/moved-on',
      to: { type: 'custom', url: '/about' },
      type: '302',
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors[0].message).toBe(
      '/writing/moved-on is the page of the post "Owners Address": a redirect from it would hide the page. Redirect an address that no longer exists.',
    )
  })

  it('changes nothing while the new slug is only in a draft, and redirects once it is published', async () => {
    const id = await newPost({ title: 'Draft Rename' })
    const draft = await cms('PATCH', `/posts/${id}?draft=true`, token, {
      slug: 'draft-renamed',
      _status: 'draft',
    })
    expect(draft.status, JSON.stringify(draft.json)).toBe(200)
    expect((await visit('/writing/draft-rename')).status).toBe(200)
    expect(await redirectsFrom('/writing/draft-rename')).toEqual([])

    const published = await cms('PATCH', `/posts/${id}`, token, { _status: 'published' })
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    await expectMoved('/writing/draft-rename', '/writing/draft-renamed')
  })
})

describe('a renamed project', () => {
  it("sends its old slug address to the project's page, in the old address's language", async () => {
    const res = await call('POST', '/projects', {
      token,
      body: { title: 'Old Project Name', description: 'A project.', category: 'Web App' },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    const { id } = res.json.data as { id: number }
    projects.push(id)
    expect((await visit('/projects/old-project-name')).status).toBe(200)

    const renamed = await call('PUT', '/projects/slug/old-project-name', {
      token,
      body: { slug: 'new-project-name' },
    })
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200)
    await expectMoved('/projects/old-project-name', `/projects/${id}`)
    await expectMoved('/ar/projects/old-project-name', `/ar/projects/${id}`)
    expect((await visit('/projects/new-project-name')).status).toBe(200)
  })
})
