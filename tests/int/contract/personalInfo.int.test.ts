import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../../../src/shared/sampleData/defaultPersonalInfo'
import { call, expectError, login } from './contractHelpers'

let token: string
let original: any

beforeAll(async () => {
  token = await login()
  original = (await call('GET', '/personal-info')).json.data
})

afterAll(async () => {
  const { avatar: _avatar, ...fields } = original
  await call('PUT', '/personal-info', { token, body: fields })
})

describe('/api/personal-info', () => {
  it('answers the profile publicly, with the spec fields', async () => {
    const res = await call('GET', '/personal-info')
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({
      name: defaultPersonalInfo.name,
      title: defaultPersonalInfo.title,
      stats: defaultPersonalInfo.stats,
      avatar: null,
    })
    expect(Object.keys(res.json.data).sort()).toEqual(Object.keys(defaultPersonalInfo).sort())
  })

  it('refuses anonymous updates', async () => {
    expectError(await call('PUT', '/personal-info', { body: { name: 'Mallory' } }), 401)
    expect((await call('GET', '/personal-info')).json.data.name).toBe(original.name)
  })

  it('merges the given fields and stats', async () => {
    const res = await call('PUT', '/personal-info', {
      token,
      body: { location: 'Lisbon, Portugal', stats: { projectCount: 42 }, unknown: 'ignored' },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({
      name: original.name,
      location: 'Lisbon, Portugal',
      bio: original.bio,
      stats: { ...original.stats, projectCount: 42 },
    })
    expect(res.json.data).not.toHaveProperty('unknown')
    expect((await call('GET', '/personal-info')).json.data.location).toBe('Lisbon, Portugal')
  })

  it('keeps a scheduling page (https only) for Contact\'s "Book a call", and clears it', async () => {
    const url = 'https://cal.com/jane/30min'
    const res = await call('PUT', '/personal-info', { token, body: { schedulingUrl: url } })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await call('GET', '/personal-info')).json.data.schedulingUrl).toBe(url)
    await call('PUT', '/personal-info', { token, body: { schedulingUrl: '' } })
    expect((await call('GET', '/personal-info')).json.data.schedulingUrl).toBe('')
  })

  it('validates fields', async () => {
    const res = await call('PUT', '/personal-info', {
      token,
      body: {
        name: '',
        email: 'not-an-email',
        githubUrl: 'github.com/x',
        schedulingUrl: 'http://cal.com/jane',
        stats: { passionLevel: 500 },
      },
    })
    expectError(res, 400, 'validation_error')
    expect(Object.keys(res.json.error.fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'githubUrl', 'schedulingUrl', 'stats.passionLevel']),
    )
    expect(res.json.error.fields.schedulingUrl).toMatch(/https:\/\//)
    expectError(await call('PUT', '/personal-info', { token, rawBody: '{' }), 400, 'malformed_json')
  })
})
