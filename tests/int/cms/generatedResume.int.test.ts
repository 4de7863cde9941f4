import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { minimalPdf } from '../../helpers/minimalPdf'
import { call, cms, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

const run = promisify(execFile)
const unique = () => Math.random().toString(36).slice(2, 8)

let token: string
let scratch: string
const made: Record<'experiences' | 'education' | 'skills' | 'projects', number[]> = {
  experiences: [],
  education: [],
  skills: [],
  projects: [],
}
const documents: number[] = []

/** The text Debian's pdftotext (poppler) reads from a PDF, without its bidi embedding marks. */
const pdfText = async (pdf: Buffer): Promise<string> => {
  const file = path.join(scratch, `${unique()}.pdf`)
  await writeFile(file, pdf)
  const { stdout } = await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'])
  return stdout.replace(/[\u202a-\u202e]/g, '').replace(/[ \t]+/g, ' ')
}

/**
 * Arabic letters as the PDF's glyph-to-text map can give them back: Noto Sans Arabic draws
 * ب/ت/ث/ن/ي (and the other dotted families) as one dotless glyph plus dots, and a glyph maps to
 * one text, so an extractor may read a sibling of the family. Order and words still show.
 */
const SKELETONS: Record<string, string> = {
  ت: 'ب',
  ث: 'ب',
  ن: 'ب',
  ي: 'ب',
  ى: 'ب',
  ق: 'ف',
  ح: 'ج',
  خ: 'ج',
  ذ: 'د',
  ز: 'ر',
  ش: 'س',
  ض: 'ص',
  ظ: 'ط',
  غ: 'ع',
  ة: 'ه',
}
const skeleton = (text: string) => Array.from(text, (char) => SKELETONS[char] ?? char).join('')

const fetchPdf = async (pathname: string) => {
  const res = await fetch(`${baseURL}${pathname}`)
  const body = Buffer.from(await res.arrayBuffer())
  return { res, body }
}

const generatedText = async (pathname: string) => {
  const { res, body } = await fetchPdf(pathname)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  return pdfText(body)
}

const create = async (resource: keyof typeof made, body: Record<string, unknown>) => {
  const res = await call('POST', `/${resource}`, { token, body })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  made[resource].push(res.json.data.id)
  return res.json.data.id as number
}

const translate = async (resource: string, id: number, body: Record<string, unknown>) => {
  const res = await cms('PATCH', `/${resource}/${id}?locale=ar`, token, {
    ...body,
    _status: 'published',
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
}

const owner = `Nadia Farouk ${unique()}`
const job = { title: `Platform Engineer ${unique()}`, company: 'Harbour Labs' }
const jobInArabic = 'مهندسة منصات أولى'
const titleInArabic = 'مطورة برمجيات'
/** Payload's REST validates a global's required fields on every write. */
const profile = { name: owner, title: 'Software Engineer' }
const skillName = `Kubernetes${unique()}`
const shown = { title: `Ledger Service ${unique()}` }
const hidden = { title: `Secret Prototype ${unique()}` }

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'resume-pdf-'))
  token = await login()
  expect(
    (await call('PUT', '/languages', { token, body: { default: 'en', enabled: ['en', 'ar'] } }))
      .status,
  ).toBe(200)
  const info = await call('PUT', '/personal-info', {
    token,
    body: { name: owner, title: 'Software Engineer' },
  })
  expect(info.status, JSON.stringify(info.json)).toBe(200)
  const arabic = await call('PUT', '/personal-info?locale=ar', {
    token,
    body: { title: titleInArabic },
  })
  expect(arabic.status, JSON.stringify(arabic.json)).toBe(200)
  const experience = await create('experiences', {
    year: '2021 - Present',
    ...job,
    location: 'Lisbon',
    description: 'Runs the deployment platform.',
  })
  await translate('experiences', experience, { title: jobInArabic })
  await create('education', {
    year: '2012 - 2016',
    title: 'BSc Computing',
    institution: 'Porto University',
  })
  await create('skills', { name: skillName, category: 'General', level: 80 })
  const marked = await create('projects', {
    ...shown,
    description: 'Double-entry ledger.',
    category: 'Web App',
  })
  await create('projects', { ...hidden, description: 'Not for the résumé.', category: 'Web App' })
  const mark = await cms('PATCH', `/projects/${marked}`, token, {
    showOnResume: true,
    _status: 'published',
  })
  expect(mark.status, JSON.stringify(mark.json)).toBe(200)
})

afterAll(async () => {
  await call('PUT', '/languages', { token, body: { default: 'en', enabled: ['en'] } })
  for (const [resource, ids] of Object.entries(made)) await purge(resource, ids, token)
  await cms('POST', '/globals/personal-info', token, {
    ...profile,
    resume: null,
    _status: 'published',
  })
  await purge('documents', documents, token)
  await rm(scratch, { recursive: true, force: true })
})

describe('the résumé made from the content', () => {
  it('is served at /resume.pdf with the owner, jobs, education, skills and marked projects only', async () => {
    const { res } = await fetchPdf('/resume.pdf')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nadia-farouk-[a-z0-9]+-resume\.pdf"$/,
    )
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${baseURL}/resume.pdf`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)

    const text = await generatedText('/resume.pdf')
    for (const expected of [
      owner,
      'Software Engineer',
      `${job.title} — ${job.company}`,
      'BSc Computing — Porto University',
      skillName,
      shown.title,
      'Professional Experience',
      'Education',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain(hidden.title)
  })

  it('is in Arabic, in reading order, at /ar/resume.pdf', async () => {
    const text = skeleton(await generatedText('/ar/resume.pdf'))
    for (const expected of [
      owner,
      titleInArabic,
      // A line mixing scripts comes out in the order poppler guesses: each part on its own.
      jobInArabic,
      job.company,
      'الخبرة المهنية',
      skillName,
      shown.title,
    ])
      expect(text).toContain(skeleton(expected))
    expect(text).not.toContain(hidden.title)
    // The words in logical order: reversed, the title would read "برمجيات مطورة".
    expect(text).not.toContain(skeleton('برمجيات مطورة'))
  })

  it('sends the default language to its plain address and has no file in a language the site lacks', async () => {
    const english = await fetch(`${baseURL}/en/resume.pdf`, { redirect: 'manual' })
    expect(english.status).toBe(301)
    expect(english.headers.get('location')).toBe('/resume.pdf')
    expect((await fetch(`${baseURL}/es/resume.pdf`)).status).toBe(404)
  })

  it('is made again after an edit, in both languages', async () => {
    const before = await fetchPdf('/resume.pdf')
    const renamed = `Staff Engineer ${unique()}`
    const res = await cms('PATCH', `/experiences/${made.experiences[0]}`, token, {
      title: renamed,
      _status: 'published',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    await translate('experiences', made.experiences[0]!, { title: 'مهندسة رئيسية' })
    const after = await generatedText('/resume.pdf')
    expect(after).toContain(`${renamed} — ${job.company}`)
    expect(after).not.toContain(job.title)
    expect((await fetchPdf('/resume.pdf')).res.headers.get('etag')).not.toBe(
      before.res.headers.get('etag'),
    )
    expect(skeleton(await generatedText('/ar/resume.pdf'))).toContain(skeleton('مهندسة رئيسية'))

    // Unmarking a project takes it off.
    expect(
      (
        await cms('PATCH', `/projects/${made.projects[0]}`, token, {
          showOnResume: false,
          _status: 'published',
        })
      ).status,
    ).toBe(200)
    expect(await generatedText('/resume.pdf')).not.toContain(shown.title)
  })
})

describe('the uploaded résumé', () => {
  it('is what /resume.pdf serves while the setting says so, and the generated one once switched', async () => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }),
      'cv.pdf',
    )
    form.append('_payload', JSON.stringify({ title: 'CV' }))
    const upload = await fetch(`${baseURL}/cms-api/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const id = ((await upload.json()) as { doc: { id: number } }).doc.id
    documents.push(id)

    // The default keeps an owner's upload: only linking it is needed.
    expect(
      (
        await cms('POST', '/globals/personal-info', token, {
          ...profile,
          resume: id,
          _status: 'published',
        })
      ).status,
    ).toBe(200)
    const uploaded = await fetchPdf('/ar/resume.pdf')
    expect(uploaded.body.equals(minimalPdf())).toBe(true)
    expect((await call('GET', '/personal-info')).json.data.resumeUrl).toMatch(
      new RegExp(`/resume\\.pdf\\?v=${id}$`),
    )

    const switched = await cms('POST', '/globals/personal-info', token, {
      ...profile,
      resumeSource: 'generated',
      _status: 'published',
    })
    expect(switched.status, JSON.stringify(switched.json)).toBe(200)
    expect(await generatedText('/resume.pdf')).toContain(owner)
    expect((await call('GET', '/personal-info')).json.data.resumeUrl).toMatch(/\/resume\.pdf$/)
    await cms('POST', '/globals/personal-info', token, {
      ...profile,
      resumeSource: 'uploaded',
      _status: 'published',
    })
  })
})
