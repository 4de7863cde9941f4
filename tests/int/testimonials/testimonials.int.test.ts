import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startSmtpSink, type SmtpSink } from '../email/helpers/smtpSink'
import { ownServer } from '../ownServer'

/**
 * Issue 49's testimonials against a real server and a real SMTP server: the owner's request
 * reaches the client through the queue with a single-use link; what the client sends waits for
 * approval, shows once approved and goes when hidden; a spent, expired, marked-up or flooding
 * submission is refused.
 */
const RATE_LIMIT = 40
const server = await ownServer({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } })
let sink: SmtpSink
let jwt: string
let projectId: number

const json = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.baseURL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null }
}

const asOwner = (path: string, method: string, body?: unknown) =>
  json(path, {
    method,
    headers: { authorization: `JWT ${jwt}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** Asks `email` for a testimonial in the admin's REST; answers the link the client receives. */
const requestTestimonial = async (email: string, extra: Record<string, unknown> = {}) => {
  const before = sink.to(email).length
  const made = await asOwner('/cms-api/testimonial-requests', 'POST', {
    clientName: 'Dana Client',
    email,
    ...extra,
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  for (let i = 0; i < 60 && sink.to(email).length === before; i++)
    await new Promise((resolve) => setTimeout(resolve, 500))
  const mail = sink.to(email).at(-1)
  expect(mail, `an email to ${email}`).toBeDefined()
  const link = /https?:\/\/\S+\/testimonial\/([A-Za-z0-9_-]+)/.exec(mail!.text)
  expect(link, mail!.text).not.toBeNull()
  return { id: made.body.doc.id as number, url: link![0], token: link![1]!, mail: mail! }
}

const submit = (body: Record<string, unknown>) =>
  json('/api/testimonials', { method: 'POST', body: JSON.stringify(body) })

const approvedNames = async (query = '') =>
  ((await json(`/api/testimonials${query}`)).body.data as { name: string }[]).map((t) => t.name)

const testimonialOf = async (requestId: number) => {
  const found = await asOwner(
    `/cms-api/testimonials?where[request][equals]=${requestId}&depth=0`,
    'GET',
  )
  return found.body.docs[0] as { id: number; state: string; text: string; photo: number | null }
}

beforeAll(async () => {
  sink = await startSmtpSink({ port: await freePort() })
  const login = await json('/cms-api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  })
  expect(login.status).toBe(200)
  jwt = login.body.token
  const smtp = await json('/api/smtp-config', {
    method: 'PUT',
    headers: { authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Portfolio <site@portfolio.test>',
      adminEmail: 'owner@portfolio.test',
    }),
  })
  expect(smtp.status, JSON.stringify(smtp.body)).toBe(200)
  const projects = await json('/api/projects?limit=1')
  projectId = projects.body.data[0].id
}, 120_000)

afterAll(async () => {
  await sink?.stop()
})

describe('a requested testimonial', () => {
  let request: Awaited<ReturnType<typeof requestTestimonial>>

  it('reaches the client by email, through the queue, with a link to the site form', async () => {
    request = await requestTestimonial('dana@client.test', {
      project: projectId,
      message: 'It was a pleasure to build this with you.',
      language: 'es',
    })
    expect(request.mail.envelope.to).toEqual(['dana@client.test'])
    expect(request.mail.text).toContain('Hi Dana Client')
    expect(request.mail.text).toContain('It was a pleasure to build this with you.')
    // Spanish is not enabled on this site: the link is the default language's.
    expect(new URL(request.url).pathname).toBe(`/testimonial/${request.token}`)
    const sent = await asOwner(`/cms-api/testimonial-requests/${request.id}`, 'GET')
    expect(sent.body.emailStatus).toBe('sent')
    // The database keeps the token's hash, never the token.
    const client = new pg.Client({ connectionString: server.databaseURL })
    await client.connect()
    try {
      const rows = await client.query(`SELECT * FROM testimonial_requests WHERE id = $1`, [
        request.id,
      ])
      expect(JSON.stringify(rows.rows[0])).not.toContain(request.token)
    } finally {
      await client.end()
    }
  }, 60_000)

  it('opens the form with who is asked and the public projects', async () => {
    const read = await json(`/api/testimonial-requests/${request.token}`)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect(read.body.data.clientName).toBe('Dana Client')
    expect(read.body.data.project).toBe(projectId)
    expect(read.body.data.projects.map((p: { id: number }) => p.id)).toContain(projectId)
  })

  it('stores the submission as pending, with its photo, shown nowhere until approved', async () => {
    const photo = await sharp({
      create: { width: 48, height: 48, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer()
    const sent = await submit({
      token: request.token,
      name: 'Dana Okafor',
      role: 'CTO',
      company: 'Acme',
      text: 'Shipped on time — لقد كان رائعًا.',
      project: projectId,
      photo: photo.toString('base64'),
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.data).toEqual({ status: 'pending' })
    const stored = await testimonialOf(request.id)
    expect(stored.state).toBe('pending')
    expect(stored.photo).toEqual(expect.any(Number))
    expect(await approvedNames()).not.toContain('Dana Okafor')
  })

  it('cannot be sent twice: the link is spent', async () => {
    const again = await submit({ token: request.token, name: 'Second', text: 'Again.' })
    expect(again.status).toBe(410)
    expect(again.body.error.code).toBe('link_used')
    const read = await json(`/api/testimonial-requests/${request.token}`)
    expect(read.status).toBe(410)
    expect(read.body.error.code).toBe('link_used')
  })

  it('lets only one of two racing submissions through', async () => {
    const raced = await requestTestimonial('race@client.test')
    const answers = await Promise.all(
      [1, 2, 3].map((n) => submit({ token: raced.token, name: `Racer ${n}`, text: 'Fast.' })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410, 410])
    const found = await asOwner(
      `/cms-api/testimonials?where[request][equals]=${raced.id}&depth=0`,
      'GET',
    )
    expect(found.body.totalDocs).toBe(1)
  }, 60_000)

  it('is public once approved (at once, past the cache), and gone once hidden', async () => {
    expect(await approvedNames()).not.toContain('Dana Okafor')
    const stored = await testimonialOf(request.id)
    const approved = await asOwner(`/cms-api/testimonials/${stored.id}`, 'PATCH', {
      state: 'approved',
    })
    expect(approved.status).toBe(200)
    const list = await json('/api/testimonials')
    const shown = list.body.data.find((t: { name: string }) => t.name === 'Dana Okafor')
    expect(shown).toMatchObject({
      role: 'CTO',
      company: 'Acme',
      text: 'Shipped on time — لقد كان رائعًا.',
      project: projectId,
      photo: { url: expect.stringContaining('/media/file/') },
    })
    expect(await approvedNames(`?project=${projectId}`)).toContain('Dana Okafor')
    expect(await approvedNames(`?project=${projectId + 100_000}`)).not.toContain('Dana Okafor')

    await asOwner(`/cms-api/testimonials/${stored.id}`, 'PATCH', { state: 'hidden' })
    expect(await approvedNames()).not.toContain('Dana Okafor')
  })

  it('is shown to nobody while its project is under NDA', async () => {
    const made = await asOwner('/cms-api/testimonials', 'POST', {
      name: 'Nda Client',
      text: 'They rebuilt our ledger.',
      project: projectId,
      state: 'approved',
      source: 'manual',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(await approvedNames()).toContain('Nda Client')
    const closed = await asOwner(`/cms-api/projects/${projectId}`, 'PATCH', { visibility: 'link' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    try {
      expect(await approvedNames()).not.toContain('Nda Client')
      expect(await approvedNames(`?project=${projectId}`)).not.toContain('Nda Client')
    } finally {
      await asOwner(`/cms-api/projects/${projectId}`, 'PATCH', { visibility: 'public' })
      await asOwner(`/cms-api/testimonials/${made.body.doc.id}`, 'DELETE')
    }
  })

  it('keeps what the server wrote (sent, used) through an owner’s save of the request', async () => {
    const edited = await requestTestimonial('edit@client.test')
    const saved = await asOwner(`/cms-api/testimonial-requests/${edited.id}`, 'PATCH', {
      clientName: 'Edited Name',
      usedAt: null,
      emailStatus: 'pending',
    })
    expect(saved.status).toBe(200)
    const after = await asOwner(`/cms-api/testimonial-requests/${edited.id}`, 'GET')
    expect(after.body.clientName).toBe('Edited Name')
    // The owner's save cannot reset what the server wrote.
    expect(after.body.emailStatus).toBe('sent')
  }, 60_000)
})

describe('a refused submission', () => {
  it('refuses an expired link, in the read and the submission', async () => {
    const late = await requestTestimonial('late@client.test')
    const client = new pg.Client({ connectionString: server.databaseURL })
    await client.connect()
    try {
      await client.query(
        `UPDATE testimonial_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`,
        [late.id],
      )
    } finally {
      await client.end()
    }
    const read = await json(`/api/testimonial-requests/${late.token}`)
    expect(read.status).toBe(410)
    expect(read.body.error.code).toBe('link_expired')
    const sent = await submit({ token: late.token, name: 'Too Late', text: 'Hello.' })
    expect(sent.status).toBe(410)
    expect(sent.body.error.code).toBe('link_expired')
  }, 60_000)

  it('refuses markup in the text and leaves the link unspent', async () => {
    const marked = await requestTestimonial('markup@client.test')
    const sent = await submit({
      token: marked.token,
      name: 'Mark Up',
      text: 'Great work <img src=x onerror=alert(1)>',
    })
    expect(sent.status).toBe(400)
    expect(sent.body.error.fields.text).toMatch(/plain text/)
    const stillOpen = await json(`/api/testimonial-requests/${marked.token}`)
    expect(stillOpen.status).toBe(200)
    // A "<" that is no tag is plain text.
    const plain = await submit({ token: marked.token, name: 'Mark Up', text: 'p99 < 20 ms <3' })
    expect(plain.status, JSON.stringify(plain.body)).toBe(201)
  }, 60_000)

  it('refuses an unknown link, a photo that is no image and a project that is not public', async () => {
    const unknown = await submit({ token: 'x'.repeat(43), name: 'Nobody', text: 'Hi.' })
    expect(unknown.status).toBe(404)
    const open = await requestTestimonial('fields@client.test')
    const notImage = await submit({
      token: open.token,
      name: 'Pic',
      text: 'Hi.',
      photo: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'),
    })
    expect(notImage.status).toBe(400)
    expect(Object.keys(notImage.body.error.fields)).toEqual(['photo'])
    const badProject = await submit({
      token: open.token,
      name: 'Pic',
      text: 'Hi.',
      project: 999_999,
    })
    expect(badProject.status).toBe(400)
    expect(Object.keys(badProject.body.error.fields)).toEqual(['project'])
    const tooLong = await submit({ token: open.token, name: 'Pic', text: 'a'.repeat(1501) })
    expect(tooLong.status).toBe(400)
    expect(Object.keys(tooLong.body.error.fields)).toEqual(['text'])
  }, 60_000)

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const trap = await requestTestimonial('bot@client.test')
    const sent = await submit({
      token: trap.token,
      name: 'Bot',
      text: 'Buy now',
      website: 'x.test',
    })
    expect(sent.status).toBe(201)
    expect(await testimonialOf(trap.id)).toBeUndefined()
  }, 60_000)

  it('limits submissions per address as the contact form does', async () => {
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMIT + 1; i++)
      statuses.push((await submit({ token: 'y'.repeat(43), name: 'Flood', text: 'x' })).status)
    expect(statuses).toContain(429)
    const limited = await submit({ token: 'y'.repeat(43), name: 'Flood', text: 'x' })
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('rate_limited')
  })
})
