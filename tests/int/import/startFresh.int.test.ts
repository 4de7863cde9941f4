import { beforeAll, expect, it } from 'vitest'

import { sampleProjects } from '../../../src/shared/sampleData/sampleProjects'
import { sampleSkills } from '../../../src/shared/sampleData/sampleSkills'
import { freePort } from '../../helpers/freePort'
import { startSmtpSink } from '../email/helpers/smtpSink'
import { admin, baseURL } from '../fileServer'

/**
 * Issue 31's "Start fresh", on a new site of its own (the samples seeded): the dry run names
 * what would go and changes nothing; removing deletes every sample the owner never touched,
 * keeps (and lists) the ones the owner edited, and never touches the owner's own records.
 */
let token: string

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any })

const cms = async (method: string, path: string, body?: unknown) =>
  json(
    await fetch(`${baseURL}/cms-api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

const total = async (collection: string) =>
  (await cms('GET', `/${collection}?draft=true&limit=1&depth=0`)).body.totalDocs as number

beforeAll(async () => {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  token = ((await login.json()) as { data: { token: string } }).data.token
})

/** The dashboard's setup checklist, step by step: `{ profile: false, … }`. */
const checklist = async () => {
  const res = await fetch(`${baseURL}/admin`, { headers: { authorization: `JWT ${token}` } })
  expect(res.status).toBe(200)
  const html = await res.text()
  return Object.fromEntries(
    [...html.matchAll(/data-testid="setup-(\w+)" data-done="(true|false)"/g)].map(
      ([, step, done]) => [step, done === 'true'],
    ),
  )
}

it('checks the setup steps from what is stored', async () => {
  expect(await checklist()).toEqual({
    profile: false,
    photo: false,
    projects: false,
    mail: false,
    languages: false,
    publish: false,
  })
  const languages = await fetch(`${baseURL}/api/languages`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ default: 'en', enabled: ['en'] }),
  })
  expect(languages.status).toBe(200)
  const profile = await fetch(`${baseURL}/api/personal-info`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Robin Vale', title: 'Frontend Engineer' }),
  })
  expect(profile.status).toBe(200)
  expect(await checklist()).toMatchObject({ profile: true, languages: true, publish: true })
  expect(await checklist()).toMatchObject({ photo: false, mail: false, projects: false })

  // Mail: done once a test email went out with the settings as they are now.
  const sink = await startSmtpSink({ port: await freePort() })
  try {
    const smtp = (body: unknown) =>
      fetch(`${baseURL}/api/smtp-config`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const saved = await smtp({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Portfolio <site@portfolio.test>',
      adminEmail: 'robin@portfolio.test',
    })
    expect(saved.status).toBe(200)
    expect((await checklist()).mail).toBe(false)
    const sent = await fetch(`${baseURL}/api/smtp-config/test`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await sent.json()) as { data: { ok: boolean } }).data.ok).toBe(true)
    expect((await checklist()).mail).toBe(true)
    // Changed settings were not tested yet.
    expect((await smtp({ from: 'Robin <robin@portfolio.test>' })).status).toBe(200)
    expect((await checklist()).mail).toBe(false)
  } finally {
    await sink.stop()
  }
})

it('removes the untouched samples after a dry run, keeping what the owner edited or wrote', async () => {
  const everything = {
    projects: await total('projects'),
    skills: await total('skills'),
  }
  expect(everything.projects).toBe(sampleProjects.length)
  expect(everything.skills).toBe(sampleSkills.length)

  // The owner edits one sample project and writes a skill of their own.
  const { body: projects } = await cms('GET', '/projects?sort=id&limit=1&depth=0')
  const edited = projects.docs[0]
  const saved = await cms('PATCH', `/projects/${edited.id}`, { description: 'My own words now.' })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  const own = await cms('POST', '/skills', { name: 'Zig', category: 'Server', level: 30 })
  expect(own.status, JSON.stringify(own.body)).toBe(201)

  const dryRun = await cms('POST', '/samples/remove?dryRun=true')
  expect(dryRun.status).toBe(200)
  const removable = dryRun.body.data.removable as { collection: string; title: string }[]
  expect(removable.filter((s) => s.collection === 'projects')).toHaveLength(
    sampleProjects.length - 1,
  )
  expect(removable.filter((s) => s.collection === 'skills')).toHaveLength(sampleSkills.length)
  expect(dryRun.body.data.edited).toEqual([
    { collection: 'projects', id: edited.id, title: edited.title },
  ])
  expect(await total('projects')).toBe(everything.projects)

  const removed = await cms('POST', '/samples/remove')
  expect(removed.status).toBe(200)
  expect(removed.body.data.removable).toEqual(dryRun.body.data.removable)
  expect(await total('projects')).toBe(1)
  expect(await total('skills')).toBe(1)
  expect(await total('experiences')).toBe(0)
  expect(await total('education')).toBe(0)
  expect(await total('interests')).toBe(0)
  // The public site shows what is left: the edited project only.
  const listed = await json(await fetch(`${baseURL}/api/projects`))
  expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([edited.id])

  // Nothing left to remove: again changes nothing.
  const again = await cms('POST', '/samples/remove')
  expect(again.body.data.removable).toEqual([])
})

it('is for the admin only', async () => {
  const res = await fetch(`${baseURL}/cms-api/samples/remove?dryRun=true`, { method: 'POST' })
  expect(res.status).toBe(401)
})
