import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, login, purge } from '../contract/contractHelpers'

let token: string
const created: number[] = []

beforeAll(async () => {
  token = await login()
})
afterAll(async () => {
  await purge('projects', created, token)
})

/** A published project with a newer draft pending, as the admin's autosave leaves one. */
const publishedWithDraft = async (title: string, draftTitle: string) => {
  const made = await call('POST', '/projects', {
    token,
    body: { title, description: 'x', category: 'Web App' },
  })
  expect(made.status, JSON.stringify(made.json)).toBe(201)
  const { id, slug } = made.json.data as { id: number; slug: string }
  created.push(id)
  const draft = await cms('PATCH', `/projects/${id}?draft=true&autosave=true`, token, {
    title: draftTitle,
  })
  expect(draft.status, JSON.stringify(draft.json)).toBe(200)
  return { id, slug }
}

describe('a draft of a published project, with texts per language', () => {
  it('stays out of the public reads until it is published', async () => {
    const { slug } = await publishedWithDraft('Published title', 'Unpublished draft title')
    const one = await call('GET', `/projects/slug/${slug}`)
    expect(one.json.data.title).toBe('Published title')
    const list = await call('GET', '/projects?limit=100')
    const titles = list.json.data.map((project: { title: string }) => project.title)
    expect(titles).toContain('Published title')
    expect(titles).not.toContain('Unpublished draft title')
  })

  it('stays out of them when the record is deleted and restored, and stays pending', async () => {
    const { id, slug } = await publishedWithDraft('Kept title', 'Pending draft title')

    const deleted = await call('DELETE', `/projects/slug/${slug}`, { token })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect(deleted.json.data).toMatchObject({ title: 'Kept title', deleted: true })
    const restored = await call('PATCH', `/projects/slug/${slug}/restore`, { token })
    expect(restored.status, JSON.stringify(restored.json)).toBe(200)
    expect(restored.json.data).toMatchObject({ title: 'Kept title', deleted: false })

    expect((await call('GET', `/projects/slug/${slug}`)).json.data.title).toBe('Kept title')
    // The owner's draft is still the one the admin edits.
    const latest = await cms('GET', `/projects/${id}?draft=true`, token)
    expect(latest.json.title).toBe('Pending draft title')
  })
})
