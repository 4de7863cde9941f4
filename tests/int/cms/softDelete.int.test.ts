import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

/**
 * The admin's Delete from site / Restore to site (`POST /cms-api/{collection}/{id}/deleted`):
 * the flag reaches the public side at once, while a draft in progress stays a draft.
 */
let token: string
let project: { id: number; slug: string; title: string }

beforeAll(async () => {
  token = await login()
  const created = await call('POST', '/projects', {
    token,
    body: {
      title: `Soft ${Date.now()}`,
      description: 'To delete and restore.',
      category: 'Web App',
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  project = created.json.data
})

afterAll(async () => {
  await purge('projects', [project.id], token)
})

describe('Delete from site', () => {
  it('hides the published record at once and restores it, leaving a pending draft pending', async () => {
    const draftTitle = `${project.title} (draft)`
    const draft = await cms('PATCH', `/projects/${project.id}?draft=true`, token, {
      title: draftTitle,
    })
    expect(draft.status).toBe(200)

    const deleted = await cms('POST', `/projects/${project.id}/deleted`, token, { deleted: true })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect((await call('GET', `/projects/slug/${project.slug}`)).status).toBe(404)
    const latest = await cms('GET', `/projects/${project.id}?draft=true&depth=0`, token)
    expect(latest.json).toMatchObject({ title: draftTitle, deleted: true, _status: 'draft' })

    expect(
      (await cms('POST', `/projects/${project.id}/deleted`, token, { deleted: false })).status,
    ).toBe(200)
    const restored = await call('GET', `/projects/slug/${project.slug}`)
    expect(restored.status).toBe(200)
    // The draft's title is still unpublished.
    expect(restored.json.data.title).toBe(project.title)
  })

  it('says what it needs, and is for the admin only', async () => {
    const bad = await cms('POST', `/projects/${project.id}/deleted`, token, { deleted: 'yes' })
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].message).toContain('{ "deleted": true }')
    expect((await cms('POST', '/projects/999999/deleted', token, { deleted: true })).status).toBe(
      404,
    )
    const anonymous = await fetch(`${baseURL}/cms-api/projects/${project.id}/deleted`, {
      method: 'POST',
      body: '{"deleted":true}',
      headers: { 'content-type': 'application/json' },
    })
    expect(anonymous.status).toBe(401)
  })
})
