import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { call, cms, login, purge } from './contractHelpers'
import { baseURL } from '../fileServer'

let token: string
const created: number[] = []
const uploaded: number[] = []

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  await purge('projects', created, token)
  await purge('media', uploaded, token)
})

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const link = (url: string, children: unknown[]) =>
  element('link', children, { fields: { linkType: 'custom', url, newTab: true } })

/** What the admin's editor stores for a formatted description. */
const richDescription = {
  root: element('root', [
    element('paragraph', [
      text('Built with '),
      text('care', 1),
      text(' and '),
      text('speed', 2),
      text(', deployed with '),
      text('npm ci', 16),
      text('. See '),
      link('https://example.com/demo', [text('the demo')]),
      text(' or '),
      link('javascript:alert(1)', [text('this')]),
      text('.'),
    ]),
    element(
      'list',
      [
        element('listitem', [text('Fast')], { value: 1 }),
        element('listitem', [text('Safe')], { value: 2 }),
      ],
      { listType: 'bullet', tag: 'ul', start: 1 },
    ),
  ]),
}

/** Uploads the fixture photo through Payload's REST API with a focal point; returns its id. */
const uploadPhoto = async (focal: { focalX: number; focalY: number }): Promise<number> => {
  const form = new FormData()
  const bytes = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/gallery-photo.png'))
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'focal-photo.png')
  form.append('_payload', JSON.stringify({ alt: 'Focal point photo', ...focal }))
  const res = await fetch(`${baseURL}/cms-api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const json = (await res.json()) as any
  expect(res.status, JSON.stringify(json)).toBe(201)
  uploaded.push(json.doc.id)
  return json.doc.id
}

describe('what the owner writes is what visitors see', () => {
  it('a project saved with rich text through Payload REST answers it as data and as plain text', async () => {
    const saved = await cms('POST', '/projects', token, {
      title: 'Rich Text Project',
      slug: 'rich-text-project',
      description: 'Formatted in the admin.',
      category: 'Web App',
      longDescription: richDescription,
      _status: 'published',
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(201)
    created.push(saved.json.doc.id)

    const res = await call('GET', '/projects/slug/rich-text-project')
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const project = res.json.data
    expect(project.longDescription).toBe(
      'Built with care and speed, deployed with npm ci. See the demo or this.\n\nFast\n\nSafe',
    )
    expect(project.longDescriptionRich).toEqual({
      blocks: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Built with ' },
            { type: 'text', text: 'care', bold: true },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'speed', italic: true },
            { type: 'text', text: ', deployed with ' },
            { type: 'text', text: 'npm ci', code: true },
            { type: 'text', text: '. See ' },
            {
              type: 'link',
              url: 'https://example.com/demo',
              children: [{ type: 'text', text: 'the demo' }],
            },
            { type: 'text', text: ' or ' },
            // The javascript: link is served as its text alone.
            { type: 'text', text: 'this' },
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'list',
          ordered: false,
          items: [
            { depth: 0, children: [{ type: 'text', text: 'Fast' }] },
            { depth: 0, children: [{ type: 'text', text: 'Safe' }] },
          ],
        },
      ],
    })
    expect(JSON.stringify(project)).not.toContain('javascript:')

    // The list answers it too.
    const list = await call('GET', '/projects?limit=100')
    const listed = list.json.data.find((p: { slug: string }) => p.slug === 'rich-text-project')
    expect(listed.longDescriptionRich).toEqual(project.longDescriptionRich)
  })

  it('a project written as plain text through the contract answers paragraphs', async () => {
    const res = await call('POST', '/projects', {
      token,
      body: {
        title: 'Plain Text Project',
        description: 'Written through the contract.',
        longDescription: 'First paragraph.\n\nSecond paragraph.',
      },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    created.push(res.json.data.id)
    expect(res.json.data.longDescription).toBe('First paragraph.\n\nSecond paragraph.')
    expect(res.json.data.longDescriptionRich).toEqual({
      blocks: [
        { type: 'paragraph', children: [{ type: 'text', text: 'First paragraph.' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Second paragraph.' }] },
      ],
    })

    const empty = await call('PUT', `/projects/slug/${res.json.data.slug}`, {
      token,
      body: { longDescription: '' },
    })
    expect(empty.status, JSON.stringify(empty.json)).toBe(200)
    expect(empty.json.data.longDescription).toBe('')
    expect(empty.json.data).not.toHaveProperty('longDescriptionRich')
  })

  it("an upload's focal point is in its media DTO, as percentages", async () => {
    const media = await uploadPhoto({ focalX: 20, focalY: 75 })
    const saved = await cms('POST', '/projects', token, {
      title: 'Focal Point Project',
      slug: 'focal-point-project',
      description: 'Its cover has a focal point.',
      category: 'Web App',
      coverImage: media,
      gallery: [{ media }],
      _status: 'published',
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(201)
    created.push(saved.json.doc.id)

    const project = (await call('GET', '/projects/slug/focal-point-project')).json.data
    expect(project.imageMedia).toMatchObject({ id: media, focalX: 20, focalY: 75 })
    expect(project.galleryMedia[0]).toMatchObject({ id: media, focalX: 20, focalY: 75 })
  })
})
