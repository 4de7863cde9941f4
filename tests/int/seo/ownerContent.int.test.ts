import { beforeAll, describe, expect, it } from 'vitest'

import {
  EMBEDDED_CONTENT_ELEMENT_ID,
  type EmbeddedContent,
} from '../../../src/shared/embeddedContent'
import { defaultPersonalInfo } from '../../../src/shared/sampleData/defaultPersonalInfo'
import { sampleProjects } from '../../../src/shared/sampleData/sampleProjects'
import { defaultSiteTexts } from '../../../src/shared/siteTexts'
import { cmsAdmin, eventually, getPage } from './seoHelpers'
import * as fileServer from '../fileServer'
import { ownServer } from '../ownServer'

/**
 * The owner's content in place of the samples (ADR 0019), as the raw HTML says it: a server of
 * its own, started without the samples, so "the owner's" and "a sample" cannot be confused.
 */
const server = await ownServer({ empty: true, env: { SEED_SAMPLES: 'false' } })
const admin = await cmsAdmin(server.baseURL)

/** The data block the page embeds for the site, parsed; fails when it is missing or sent twice. */
const embeddedIn = (html: string): EmbeddedContent => {
  const blocks = [
    ...html.matchAll(
      new RegExp(
        `<script type="application/json" id="${EMBEDDED_CONTENT_ELEMENT_ID}">([\\s\\S]*?)</script>`,
        'g',
      ),
    ),
  ]
  expect(blocks, 'embedded content blocks').toHaveLength(1)
  return JSON.parse(blocks[0]![1]!) as EmbeddedContent
}

const page = (path: string) => getPage(path, server.baseURL)

const sampleTitles = sampleProjects.map((project) => project.title)

const publishedProject = async (title: string) =>
  (
    await admin.post('/projects', {
      title,
      description: `${title}, described`,
      category: 'Web App',
      _status: 'published',
    })
  ).doc as { id: number; slug: string }

describe('a new site (no projects, no published profile)', () => {
  it('answers GET /api/site-texts with the spec defaults', async () => {
    const res = await fetch(`${server.baseURL}/api/site-texts`)
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual(defaultSiteTexts)
  })

  it('embeds no profile and no project, so the site keeps its samples, and the default texts', async () => {
    const missing = await page('/projects/7')
    expect(missing.status).toBe(404)
    const content = embeddedIn(missing.html)
    expect(content.personalInfo).toBeNull()
    expect(content.firstProject).toBeNull()
    expect(content.siteTexts).toEqual(defaultSiteTexts)
    // No posts: the dock shows no Writing.
    expect(content.postCount).toBe(0)
  })
})

describe("an owner's site", () => {
  let harbor: { id: number }
  let lighthouse: { id: number }

  beforeAll(async () => {
    lighthouse = await publishedProject('Lighthouse Tracker')
    harbor = await publishedProject('Harbor Maps')
    // Drag Harbor Maps above Lighthouse Tracker: the owner's order, not the ids, says which is first.
    const { _order } = await admin.get(`/projects/${lighthouse.id}?depth=0`)
    await admin.post('/reorder', {
      collectionSlug: 'projects',
      docsToMove: [harbor.id],
      newKeyWillBe: 'less',
      orderableFieldName: '_order',
      target: { id: lighthouse.id, key: _order },
    })
    await admin.post('/globals/personal-info', {
      name: 'Jordan Rivers',
      title: 'Product Engineer',
      location: 'Lisbon',
      _status: 'published',
    })
  })

  it("answers an unknown project with 404 and embeds the owner's first project and profile, never a sample", async () => {
    for (const path of ['/projects/999999', '/projects/no-such-slug']) {
      const missing = await eventually(async () => {
        const answer = await page(path)
        expect(embeddedIn(answer.html).firstProject?.title).toBe('Harbor Maps')
        return answer
      })
      expect(missing.status, path).toBe(404)
      const content = embeddedIn(missing.html)
      expect(content.personalInfo?.name).toBe('Jordan Rivers')
      // The exact shapes of GET /api/projects and GET /api/personal-info.
      const list = await (await fetch(`${server.baseURL}/api/projects?limit=1`)).json()
      expect(content.firstProject).toEqual(list.data[0])
      const info = await (await fetch(`${server.baseURL}/api/personal-info`)).json()
      expect(content.personalInfo).toEqual(info.data)
      // The notice the page shows above it.
      expect(content.siteTexts.project.notFound).toBe(
        'Project not found — showing {title} instead.',
      )
      for (const title of sampleTitles) expect(missing.html, path).not.toContain(title)
      expect(missing.html).not.toContain(defaultPersonalInfo.name)
      expect(missing.head.titles[0]).toMatch(/^Page Not Found \| Jordan Rivers/)
    }
  })

  it("answers a soft-deleted project's address with 404 and the next project of the owner", async () => {
    await admin.patch(`/projects/${harbor.id}`, { deleted: true })
    const deleted = await eventually(async () => {
      const answer = await page(`/projects/${harbor.id}`)
      expect(answer.status).toBe(404)
      expect(embeddedIn(answer.html).firstProject?.title).toBe('Lighthouse Tracker')
      return answer
    })
    expect(deleted.html).not.toContain('Harbor Maps')
    for (const title of sampleTitles) expect(deleted.html).not.toContain(title)
  })

  it('shows a site text edited in Payload on the next request once published, never its draft', async () => {
    await admin.post('/globals/site-texts?draft=true', {
      footer: { quote: 'A draft nobody sees' },
    })
    await admin.post('/globals/site-texts', {
      home: { ctaTitle: 'Let us build your next product' },
      footer: { quote: 'Ship small, ship often' },
      _status: 'published',
    })
    const home = await eventually(async () => {
      const answer = await page('/')
      expect(embeddedIn(answer.html).siteTexts.footer.quote).toBe('Ship small, ship often')
      return answer
    })
    const texts = embeddedIn(home.html).siteTexts
    expect(texts.home.ctaTitle).toBe('Let us build your next product')
    expect(texts.contact).toEqual(defaultSiteTexts.contact)
    expect(home.html).not.toContain('A draft nobody sees')
    const api = await (await fetch(`${server.baseURL}/api/site-texts`)).json()
    expect(api.data).toEqual(texts)
  })

  it('counts the published posts, in every language, never a draft or a deleted one', async () => {
    const count = async (path = '/') => embeddedIn((await page(path)).html).postCount
    await admin.post('/posts?draft=true', { title: 'Not yet', _status: 'draft' })
    expect(await count()).toBe(0)
    const { doc: post } = await admin.post('/posts', { title: 'Out now', _status: 'published' })
    await admin.post('/posts', { title: 'Also out', _status: 'published' })
    // A post write drops the embedded content at once.
    expect(await count()).toBe(2)
    expect(await count('/projects')).toBe(2)
    await admin.patch(`/posts/${post.id}`, { deleted: true })
    expect(await count()).toBe(1)
  })

  it('refuses a text over its length with a message naming the field and the limit', async () => {
    const login = await fetch(`${server.baseURL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fileServer.admin),
    })
    const { token } = (await login.json()) as { token: string }
    const res = await fetch(`${server.baseURL}/cms-api/globals/site-texts`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contact: { responseTitle: 'x'.repeat(41) }, _status: 'published' }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'Response note: heading must be 40 characters or fewer (it has 41).',
    )
    const api = await (await fetch(`${server.baseURL}/api/site-texts`)).json()
    expect(api.data.contact.responseTitle).toBe('Quick Response')
  })
})
