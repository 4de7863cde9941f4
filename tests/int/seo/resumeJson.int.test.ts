import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
// The official JSON Resume schema, as the `@jsonresume/schema` package ships it.
import resumeSchema from '@jsonresume/schema/schema.json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

const validateResume = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(resumeSchema)
})()

const unique = () => Math.random().toString(36).slice(2, 8)

const readResume = async () => {
  const res = await fetch(`${baseURL}/resume.json`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as any
}

let token: string
const experiences: number[] = []
const skills: number[] = []

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  await purge('experiences', experiences, token)
  await purge('skills', skills, token)
})

describe('/resume.json', () => {
  it('is a JSON Resume that validates against the official schema', async () => {
    const resume = await readResume()
    const valid = validateResume(resume)
    expect(validateResume.errors ?? [], JSON.stringify(validateResume.errors)).toEqual([])
    expect(valid).toBe(true)

    const info = (await call('GET', '/personal-info')).json.data
    expect(resume.basics).toMatchObject({ name: info.name, label: info.title, email: info.email })
    expect(resume.basics.url).toBe(baseURL)
    expect(resume.basics.profiles.map((profile: any) => profile.network)).toEqual(
      expect.arrayContaining(['GitHub', 'LinkedIn']),
    )
  })

  it('lists published experience and skills (grouped by category), never drafts', async () => {
    const published = `Published Role ${unique()}`
    const draft = `Draft Role ${unique()}`
    const skill = `Published Skill ${unique()}`
    const draftSkill = `Draft Skill ${unique()}`

    const made = await call('POST', '/experiences', {
      token,
      body: {
        year: '2021 - Present',
        title: published,
        company: 'Probe Ltd',
        location: 'Lisbon',
        description: 'A role that exists only for this test.',
        skills: ['TypeScript'],
      },
    })
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    experiences.push(made.json.data.id)
    const drafted = await cms('POST', '/experiences?draft=true', token, {
      year: '2019 - 2020',
      title: draft,
      company: 'Secret Ltd',
      _status: 'draft',
    })
    expect(drafted.status, JSON.stringify(drafted.json)).toBe(201)
    experiences.push(drafted.json.doc.id)

    const madeSkill = await call('POST', '/skills', {
      token,
      body: { name: skill, description: 'Probe', category: 'Cloud', level: 50 },
    })
    expect(madeSkill.status, JSON.stringify(madeSkill.json)).toBe(201)
    skills.push(madeSkill.json.data.id)
    const draftedSkill = await cms('POST', '/skills?draft=true', token, {
      name: draftSkill,
      description: 'Probe',
      category: 'Cloud',
      level: 50,
      _status: 'draft',
    })
    expect(draftedSkill.status, JSON.stringify(draftedSkill.json)).toBe(201)
    skills.push(draftedSkill.json.doc.id)

    const resume = await readResume()
    expect(validateResume(resume), JSON.stringify(validateResume.errors)).toBe(true)
    const text = JSON.stringify(resume)
    expect(text).not.toContain(draft)
    expect(text).not.toContain('Secret Ltd')
    expect(text).not.toContain(draftSkill)

    expect(resume.work).toContainEqual(
      expect.objectContaining({
        name: 'Probe Ltd',
        position: published,
        location: 'Lisbon',
        startDate: '2021',
        summary: 'A role that exists only for this test.',
      }),
    )
    expect(resume.work.find((work: any) => work.position === published)).not.toHaveProperty(
      'endDate',
    )
    const cloud = resume.skills.find((group: any) => group.name === 'Cloud')
    expect(cloud.keywords).toContain(skill)
  })

  it('does not show a profile draft', async () => {
    const current = (await call('GET', '/personal-info')).json.data
    const draftName = `Draft Owner ${unique()}`
    const saved = await cms('POST', '/globals/personal-info?draft=true', token, { name: draftName })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    try {
      const resume = await readResume()
      expect(resume.basics.name).toBe(current.name)
      expect(JSON.stringify(resume)).not.toContain(draftName)
    } finally {
      // Leave the published profile as the latest version again.
      await cms('POST', '/globals/personal-info', token, {
        name: current.name,
        _status: 'published',
      })
    }
  })
})
