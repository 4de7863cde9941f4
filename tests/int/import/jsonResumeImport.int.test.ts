import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, expectError, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

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

  it('leaves every field the owner changed since the import, says so by JSON path, and updates the rest', async () => {
    // The owner edits what an import made: the profile's title, a project's description.
    const edited = await cms('POST', '/globals/personal-info?draft=true', token, {
      title: 'Staff Platform Engineer',
    })
    expect(edited.status, JSON.stringify(edited.json)).toBe(200)
    const shipyard = (await cms('GET', '/projects?where[title][equals]=Shipyard&draft=true', token))
      .json.docs[0]
    const ownWords = 'Our deployment portal, used by 40 teams.'
    const patched = await cms('PATCH', `/projects/${shipyard.id}?draft=true`, token, {
      description: ownWords,
    })
    expect(patched.status, JSON.stringify(patched.json)).toBe(200)

    const unchanged = await importFile(resume(), '?dryRun=true')
    expect(unchanged.json.data.updated.personalInfo).toBe(0)
    expect(unchanged.json.data.updated.projects).toBe(0)
    expect(unchanged.json.data.skipped).toEqual(
      expect.arrayContaining([
        {
          path: 'basics.label',
          reason:
            "you changed the profile's title since it was imported; an import never changes what you wrote",
        },
        {
          path: 'projects[0].description',
          reason:
            "you changed the project's description since it was imported; an import never changes what you wrote",
        },
      ]),
    )

    // A file that changes other fields of the same records updates those only.
    const changed = resume()
    changed.basics.email = 'jordan@platform.example.com'
    changed.projects[0].keywords.push('Terraform')
    const res = await importFile(changed, '?publish=true')
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data.updated.personalInfo).toBe(1)
    expect(res.json.data.updated.projects).toBe(1)
    const profile = (await cms('GET', '/globals/personal-info?draft=true&depth=0', token)).json
    expect(profile.title).toBe('Staff Platform Engineer')
    expect(profile.email).toBe('jordan@platform.example.com')
    const project = (await call('GET', '/projects/slug/shipyard')).json.data
    expect(project.description).toBe(ownWords)
    expect(project.technologies).toEqual(['Go', 'Kubernetes', 'Terraform'])

    // What the import wrote (an e-mail since replaced, say) is the owner's to see only.
    const anonymous = await fetch(`${baseURL}/cms-api/globals/personal-info`)
    expect(await anonymous.json()).not.toHaveProperty('importedAs')

    const again = await importFile(changed)
    expect(Object.values(again.json.data.updated).every((count) => count === 0)).toBe(true)
    expect((await cms('GET', '/globals/personal-info?draft=true', token)).json.title).toBe(
      'Staff Platform Engineer',
    )
  })

  it("imports the JSON Resume project's sample, completing an address and leaving out one it cannot read", async () => {
    // jsonresume/resume-schema's sample.resume.json (MIT), whose project url has no scheme.
    const sample = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../fixtures/json-resume/sample.resume.json'),
        'utf8',
      ),
    )
    sample.projects.push({ name: 'Middle-out', url: 'ask me for a demo' })
    const res = await importFile(sample, '?dryRun=true')
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data.created).toMatchObject({
      experiences: 1,
      education: 1,
      projects: 2,
      interests: 1,
    })
    const skipped = res.json.data.skipped as { path: string; reason: string }[]
    expect(skipped.map((item) => item.path)).not.toContain('projects[0].url')
    expect(skipped.find((item) => item.path === 'projects[1].url')!.reason).toMatch(
      /The rest of projects\[1\] is imported\.$/,
    )
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
