import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, expectError, login, purge } from '../contract/contractHelpers'

/**
 * Issue 31: `POST /api/import/json-resume` with a JSON Resume of 3 jobs, 2 schools, 12 skills, 4
 * projects and 2 interests (tests/fixtures/json-resume). A dry run changes nothing; the import
 * makes drafts; the same file again changes nothing; a changed file updates what the import made
 * and never what the owner wrote; a bad file is refused with its JSON path.
 */

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/json-resume/jordan-lee.json')
const resume = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, any>
const COLLECTIONS = ['experiences', 'education', 'skills', 'projects', 'interests'] as const

let token: string
let ownSkill: number
let profileBefore: unknown

const importFile = (body: unknown, query = '') =>
  call('POST', `/import/json-resume${query}`, { token, body })

/** The records an import made, by collection (drafts included). */
const imported = async () => {
  const found: Record<string, { id: number; _status: string }[]> = {}
  for (const collection of COLLECTIONS) {
    const res = await cms(
      'GET',
      `/${collection}?where[importKey][exists]=true&draft=true&limit=100&depth=0`,
      token,
    )
    found[collection] = res.json.docs
  }
  return found
}

beforeAll(async () => {
  token = await login()
  profileBefore = (await cms('GET', '/globals/personal-info?draft=true&depth=0', token)).json
  // The owner's own skill, of a name the file has too.
  const made = await call('POST', '/skills', {
    token,
    body: { name: 'Nomad', category: 'Server', level: 40 },
  })
  expect(made.status, JSON.stringify(made.json)).toBe(201)
  ownSkill = made.json.data.id
})

afterAll(async () => {
  const made = await imported()
  for (const collection of COLLECTIONS)
    await purge(
      collection,
      made[collection]!.map((doc) => doc.id),
      token,
    )
  await purge('skills', [ownSkill], token)
  const { name, title, bio, about, location, email, phone, githubUrl, linkedinUrl } =
    profileBefore as Record<string, string>
  await cms('POST', '/globals/personal-info', token, {
    name,
    title,
    bio,
    about,
    location,
    email,
    phone,
    githubUrl,
    linkedinUrl,
    _status: 'published',
  })
})

describe('POST /api/import/json-resume', () => {
  it('reports on a dry run what it would do, skipped parts by JSON path, and changes nothing', async () => {
    const res = await importFile(resume(), '?dryRun=true')
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data.created).toEqual({
      personalInfo: 0,
      experiences: 3,
      education: 2,
      skills: 11,
      projects: 4,
      interests: 2,
    })
    expect(res.json.data.updated.personalInfo).toBe(1)
    const skipped = res.json.data.skipped as { path: string; reason: string }[]
    expect(skipped.map((item) => item.path)).toEqual(
      expect.arrayContaining([
        'awards[0]',
        'languages[0]',
        'basics.url',
        'basics.profiles[2]',
        'basics.location.postalCode',
        'work[1].url',
        'education[1].score',
        'projects[3].entity',
        'skills[7]',
      ]),
    )
    expect(skipped.find((item) => item.path === 'skills[7]')!.reason).toMatch(
      /is yours .*never changes what you wrote/,
    )
    const made = await imported()
    for (const collection of COLLECTIONS) expect(made[collection]).toEqual([])
  })

  it('imports as drafts, then the same file again changes nothing', async () => {
    const first = await importFile(resume())
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect(first.json.data.created.experiences).toBe(3)
    const made = await imported()
    expect(made.experiences).toHaveLength(3)
    expect(made.skills).toHaveLength(11)
    expect(made.projects!.every((doc) => doc._status === 'draft')).toBe(true)
    // Drafts: nothing reaches the public site unreviewed.
    const publicJobs = await call('GET', '/experiences?limit=100')
    expect(publicJobs.json.data.map((job: { company: string }) => job.company)).not.toContain(
      'Northwind Cloud',
    )
    const levels = await cms('GET', '/skills?where[name][equals]=Terraform&draft=true', token)
    expect(levels.json.docs[0].level).toBe(95)

    const again = await importFile(resume())
    expect(again.status).toBe(200)
    expect(again.json.data.created).toEqual({
      personalInfo: 0,
      experiences: 0,
      education: 0,
      skills: 0,
      projects: 0,
      interests: 0,
    })
    expect(Object.values(again.json.data.updated).every((count) => count === 0)).toBe(true)
    const still = await imported()
    for (const collection of COLLECTIONS)
      expect(still[collection]).toHaveLength(made[collection]!.length)
  })

  it('updates what the import made when the file changes, never what the owner wrote', async () => {
    const changed = resume()
    changed.work[0].summary = 'Lead of the internal developer platform, 40 engineers.'
    changed.skills[7].level = 'Expert'
    const res = await importFile(changed, '?publish=true')
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data.updated.experiences).toBe(1)
    expect(res.json.data.created.experiences).toBe(0)
    const publicJobs = await call('GET', '/experiences?limit=100')
    const northwind = publicJobs.json.data.find(
      (job: { company: string }) => job.company === 'Northwind Cloud',
    )
    expect(northwind.description).toMatch(
      /^Lead of the internal developer platform, 40 engineers\./,
    )
    expect(northwind.year).toBe('Mar 2021 - Present')
    const own = await call('GET', `/skills/slug/nomad`)
    expect(own.json.data.level).toBe(40)
  })

  it('refuses a bad file with the JSON path of each problem, and changes nothing', async () => {
    const bad = resume()
    bad.work[2].startDate = 'last spring'
    bad.skills[0].name = 12
    const res = await importFile(bad)
    expectError(res, 400, 'validation_error')
    expect(res.json.error.fields).toMatchObject({
      'work.2.startDate': 'work[2].startDate: not a date',
      'skills.0.name': 'skills[0].name: not text',
    })
    const tooLong = resume()
    tooLong.projects.push({ name: 'x'.repeat(300), description: 'Too long a name.' })
    const refused = await importFile(tooLong)
    expectError(refused, 400, 'validation_error')
    expect(refused.json.error.fields['projects.4']).toMatch(/^projects\[4\], title: /)
    const made = await imported()
    expect(made.projects!.map((doc) => (doc as unknown as { title: string }).title)).not.toContain(
      'x'.repeat(300),
    )
  })

  it('is the owner’s only', async () => {
    expectError(await call('POST', '/import/json-resume', { body: resume() }), 401)
  })
})
