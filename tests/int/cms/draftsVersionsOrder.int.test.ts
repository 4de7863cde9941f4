import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, expectList, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

/**
 * The owner's editing loop as the admin drives it (Payload's REST under /cms-api, which is what
 * the admin UI calls) and as visitors see it (the contract, the served pages, the sitemap, the
 * shared response cache). Every public read must show the published version only.
 */
let token: string
const created: number[] = []
const unique = () => Math.random().toString(36).slice(2, 8)
const site = (path: string) => fetch(`${baseURL}${path}`)

/** Public project titles, read through the cache exactly as the site reads them. */
const publicTitles = async (query = '') => {
  const res = await call('GET', `/projects?limit=100${query}`)
  return expectList(res).map((project) => project.title as string)
}

/** A published project made through the contract (whose writes publish directly). */
const publishedProject = async (title: string) => {
  const res = await call('POST', '/projects', {
    token,
    body: { title, description: 'Published first', category: 'Web App' },
  })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  created.push(res.json.data.id)
  return res.json.data as { id: number; slug: string }
}

const versionsOf = async (id: number) => {
  const res = await cms(
    'GET',
    `/projects/versions?where[parent][equals]=${id}&limit=100&sort=-updatedAt`,
    token,
  )
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json as { totalDocs: number; docs: { id: string; version: { title: string } }[] }
}

beforeAll(async () => {
  token = await login()
})
afterAll(async () => {
  await purge('projects', created, token)
})

describe('drafts', () => {
  it('keeps a never-published draft out of every public read, page, sitemap and cache entry', async () => {
    // Warm the cache first: a cached list must not be the reason the draft is absent.
    await publicTitles()
    const title = `Secret draft ${unique()}`
    const draft = await cms('POST', '/projects?draft=true', token, {
      title,
      description: 'Not ready',
      category: 'Web App',
      _status: 'draft',
    })
    expect(draft.status, JSON.stringify(draft.json)).toBe(201)
    const { id, slug } = draft.json.doc as { id: number; slug: string }
    created.push(id)

    for (let read = 0; read < 2; read += 1) {
      expect(await publicTitles()).not.toContain(title)
    }
    expect(expectList(await call('GET', `/projects?search=${encodeURIComponent(title)}`))).toEqual(
      [],
    )
    expect((await call('GET', `/projects/slug/${slug}`)).status).toBe(404)
    expect((await site(`/projects/${id}`)).status).toBe(404)
    expect((await site(`/projects/${slug}`)).status).toBe(404)
    const sitemap = await (await site('/sitemap.xml')).text()
    expect(sitemap).not.toContain(`/projects/${id}<`)
    // The admin's own list tells it apart.
    const all = expectList(await call('GET', '/projects/all?limit=100', { token }))
    expect(all.find((project) => project.id === id)).toMatchObject({ publishStatus: 'draft' })
    // Payload's REST does not hand drafts to visitors either, even when asked for them.
    const anonymous = await fetch(`${baseURL}/cms-api/projects?draft=true&limit=100`)
    expect(JSON.stringify(await anonymous.json())).not.toContain(title)
  })

  it('leaves the public version untouched by an unpublished edit; publishing shows it at once', async () => {
    const before = `Public title ${unique()}`
    const project = await publishedProject(before)
    // Cache the detail, the list and the page.
    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toBe(before)
    expect(await publicTitles()).toContain(before)

    const after = `Draft title ${unique()}`
    const saved = await cms('PATCH', `/projects/${project.id}?draft=true`, token, { title: after })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)

    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toBe(before)
    expect(await publicTitles()).toContain(before)
    expect(await publicTitles()).not.toContain(after)
    const page = await (await site(`/projects/${project.id}`)).text()
    expect(page).toContain(before)
    expect(page).not.toContain(after)

    const published = await cms('PATCH', `/projects/${project.id}`, token, { _status: 'published' })
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toBe(after)
    expect(await publicTitles()).toContain(after)
    expect(await (await site(`/projects/${project.id}`)).text()).toContain(after)
  })

  it('unpublishing hides the record on the next public request', async () => {
    const title = `Soon private ${unique()}`
    const project = await publishedProject(title)
    expect(await publicTitles()).toContain(title)
    expect((await call('GET', `/projects/slug/${project.slug}`)).status).toBe(200)

    const unpublished = await cms('PATCH', `/projects/${project.id}`, token, { _status: 'draft' })
    expect(unpublished.status, JSON.stringify(unpublished.json)).toBe(200)
    expect(await publicTitles()).not.toContain(title)
    expect((await call('GET', `/projects/slug/${project.slug}`)).status).toBe(404)
    expect((await site(`/projects/${project.id}`)).status).toBe(404)
  })

  it('shows a profile draft only once it is published', async () => {
    const current = (await call('GET', '/personal-info')).json.data
    const draftName = `Draft Name ${unique()}`
    const saved = await cms('POST', '/globals/personal-info?draft=true', token, { name: draftName })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect((await call('GET', '/personal-info')).json.data.name).toBe(current.name)
    expect(await (await site('/about')).text()).not.toContain(draftName)

    const published = await cms('POST', '/globals/personal-info', token, {
      name: current.name,
      _status: 'published',
    })
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    expect((await call('GET', '/personal-info')).json.data.name).toBe(current.name)
  })
})

describe('history', () => {
  it('keeps a version per save, at least 25 of them, and restores one as a draft or published', async () => {
    const first = `Version one ${unique()}`
    const project = await publishedProject(first)
    const start = (await versionsOf(project.id)).totalDocs
    expect(start).toBeGreaterThanOrEqual(1)

    const saves = 27
    for (let save = 1; save <= saves; save += 1) {
      const res = await cms('PATCH', `/projects/${project.id}?draft=true`, token, {
        title: `Edit ${save} ${first}`,
      })
      expect(res.status, JSON.stringify(res.json)).toBe(200)
    }
    const history = await versionsOf(project.id)
    expect(history.totalDocs).toBe(start + saves)
    expect(history.totalDocs).toBeGreaterThanOrEqual(25)

    // The oldest version holds the first title.
    const oldest = history.docs.at(-1)!
    expect(oldest.version.title).toBe(first)

    // Publish the latest edit, then restore the first version as a draft: the public keeps the edit.
    await cms('PATCH', `/projects/${project.id}`, token, { _status: 'published' })
    const latestTitle = `Edit ${saves} ${first}`
    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toBe(latestTitle)
    const asDraft = await cms('POST', `/projects/versions/${oldest.id}?draft=true`, token)
    expect(asDraft.status, JSON.stringify(asDraft.json)).toBe(200)
    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toBe(latestTitle)

    // Restoring without the draft flag is the owner saying "publish it".
    const restored = await cms('POST', `/projects/versions/${oldest.id}`, token)
    expect(restored.status, JSON.stringify(restored.json)).toBe(200)
    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toBe(first)
  })
})

describe("the owner's order", () => {
  const orderKeyOf = async (id: number) => {
    const res = await cms('GET', `/projects/${id}?depth=0`, token)
    return res.json._order as string
  }

  it('puts new records last and follows a drag and drop in the public list', async () => {
    const a = await publishedProject(`Order A ${unique()}`)
    const b = await publishedProject(`Order B ${unique()}`)
    const titles = await publicTitles()
    const indexOf = (title: string) => titles.indexOf(title)
    const [titleA, titleB] = [
      titles.find((t) => t.startsWith('Order A'))!,
      titles.find((t) => t.startsWith('Order B'))!,
    ]
    expect(indexOf(titleA)).toBeLessThan(indexOf(titleB))
    // New records go last.
    expect(indexOf(titleB)).toBe(titles.length - 1)

    // Drag B above A, as the admin's list view does.
    const moved = await cms('POST', '/reorder', token, {
      collectionSlug: 'projects',
      docsToMove: [b.id],
      newKeyWillBe: 'less',
      orderableFieldName: '_order',
      target: { id: a.id, key: await orderKeyOf(a.id) },
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    const after = await publicTitles()
    expect(after.indexOf(titleB)).toBe(after.indexOf(titleA) - 1)
    // An explicit sortBy still wins over the owner's order.
    const byId = expectList(await call('GET', '/projects?limit=100&sortBy=id'))
    expect(byId.findIndex((p) => p.id === a.id)).toBeLessThan(byId.findIndex((p) => p.id === b.id))
  })

  it('refuses reorder and publish to anonymous callers', async () => {
    const project = await publishedProject(`Guarded ${unique()}`)
    const key = await orderKeyOf(project.id)
    const reorder = await fetch(`${baseURL}/cms-api/reorder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        collectionSlug: 'projects',
        docsToMove: [project.id],
        newKeyWillBe: 'greater',
        orderableFieldName: '_order',
        target: { id: project.id, key },
      }),
    })
    expect([401, 403]).toContain(reorder.status)
    expect(await orderKeyOf(project.id)).toBe(key)

    const publish = await fetch(`${baseURL}/cms-api/projects/${project.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _status: 'draft', title: 'Hijacked' }),
    })
    expect([401, 403]).toContain(publish.status)
    expect((await call('GET', `/projects/slug/${project.slug}`)).json.data.title).toMatch(
      /^Guarded/,
    )
  })
})
