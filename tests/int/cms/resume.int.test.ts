import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { minimalPdf } from '../../helpers/minimalPdf'
import { call, cms, login } from '../contract/contractHelpers'
import * as fileServer from '../fileServer'

/** A 1×1 PNG: an image, whatever its name says. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD/gH+vYb8WQAAAABJRU5ErkJggg==',
  'base64',
)

const baseURL = () => fileServer.baseURL
let token: string
let original: { name: string }
const created: number[] = []

/** Uploads a file to the documents collection through Payload's REST, as the admin does. */
const uploadDocument = async (data: Buffer, name: string, type = 'application/pdf') => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ title: `Test ${name}` }))
  const res = await fetch(`${baseURL()}/cms-api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const json = (await res.json().catch(() => null)) as any
  if (json?.doc?.id) created.push(json.doc.id)
  return { status: res.status, json }
}

const setResume = (resume: number | null, status: 'published' | 'draft') =>
  cms('POST', `/globals/personal-info${status === 'draft' ? '?draft=true' : ''}`, token, {
    name: original.name,
    resume,
    ...(status === 'published' ? { _status: 'published' } : {}),
  })

/** Whether /resume.pdf answers a PDF other than `uploaded` (the generated one). */
const servedIsGenerated = async (uploaded: Buffer): Promise<boolean> => {
  const res = await fetch(`${baseURL()}/resume.pdf`)
  const body = Buffer.from(await res.arrayBuffer())
  return res.status === 200 && body.subarray(0, 5).toString() === '%PDF-' && !body.equals(uploaded)
}

const publicResumeUrl = async (): Promise<string | null> =>
  (await call('GET', '/personal-info')).json.data.resumeUrl ?? null

beforeAll(async () => {
  token = await login()
  original = (await call('GET', '/personal-info')).json.data
})

afterAll(async () => {
  await setResume(null, 'published')
  for (const id of created) await cms('DELETE', `/documents/${id}`, token)
})

describe('résumé upload', () => {
  it('refuses a PNG and a text file named .pdf, saying only PDFs are accepted', async () => {
    for (const [bytes, type] of [
      [PIXEL_PNG, 'application/pdf'],
      [Buffer.from('Jane Doe — Curriculum vitae\nExperience: lots'), 'text/plain'],
    ] as const) {
      const res = await uploadDocument(bytes, 'resume.pdf', type)
      expect(res.status, JSON.stringify(res.json)).toBe(415)
      expect(res.json.errors[0].message).toMatch(/Only PDF files can be uploaded/)
    }
  })

  it('refuses a file above the 5 MB cap with a clear message', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)])
    const res = await uploadDocument(big, 'huge.pdf')
    expect(res.status).toBe(413)
    expect(res.json.errors[0].message).toMatch(/too large.*5 MB/)
  })

  it('keeps an uploaded PDF private: not readable anonymously through Payload', async () => {
    const res = await uploadDocument(minimalPdf(), 'My Résumé.pdf')
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    expect(res.json.doc).toMatchObject({ mimeType: 'application/pdf', filename: 'my-resume.pdf' })
    const file = await fetch(`${baseURL()}/cms-api/documents/file/${res.json.doc.filename}`)
    expect(file.status).toBe(403)
  })
})

describe('résumé linked from personal info', () => {
  it('is served only once published, and downloads as a PDF attachment named after the owner', async () => {
    const pdf = minimalPdf()
    const upload = await uploadDocument(pdf, 'cv.pdf')
    expect(upload.status, JSON.stringify(upload.json)).toBe(201)
    const id = upload.json.doc.id as number

    // A draft linking it changes nothing visitors see: the résumé made from the content.
    expect((await setResume(id, 'draft')).status).toBe(200)
    expect(await publicResumeUrl()).toMatch(/\/resume\.pdf$/)
    expect(await servedIsGenerated(pdf)).toBe(true)

    expect((await setResume(id, 'published')).status).toBe(200)
    const url = await vi.waitFor(
      async () => {
        const found = await publicResumeUrl()
        expect(found).toMatch(new RegExp(`/resume\\.pdf\\?v=${id}$`))
        return found!
      },
      { timeout: 15_000, interval: 250 },
    )
    const res = await fetch(new URL(url, baseURL()))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const slug = original.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-resume.pdf"`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true)

    // Unlinking it (published) leaves the one made from the content.
    expect((await setResume(null, 'published')).status).toBe(200)
    await vi.waitFor(async () => expect(await publicResumeUrl()).toMatch(/\/resume\.pdf$/), {
      timeout: 15_000,
      interval: 250,
    })
    expect(await servedIsGenerated(pdf)).toBe(true)
  })
})
