import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '@shared/sampleData/defaultPersonalInfo'
import { sampleEducation } from '@shared/sampleData/sampleEducation'
import { sampleExperiences } from '@shared/sampleData/sampleExperiences'
import { sampleInterests } from '@shared/sampleData/sampleInterests'
import { samplePosts } from '@shared/sampleData/samplePosts'
import { sampleProjects } from '@shared/sampleData/sampleProjects'
import { sampleSkills } from '@shared/sampleData/sampleSkills'
import { MemoryStorage } from '../memory-storage'
import { createLocalDataSource, DEFAULT_SMTP_CONFIG, LOCAL_KEYS, nextId } from './local-data-source'

const setup = (now = new Date('2025-05-01T12:00:00.000Z')) => {
  const storage = new MemoryStorage()
  return { storage, source: createLocalDataSource(storage, { now: () => now }) }
}
const stored = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) ?? 'null')

describe('browser-local data source (spec reading B)', () => {
  it('identifies itself as the local source', () => {
    expect(setup().source.kind).toBe('local')
  })

  describe.each([
    ['experiences', LOCAL_KEYS.experiences, sampleExperiences],
    ['education', LOCAL_KEYS.education, sampleEducation],
  ] as const)('%s', (collection, key, samples) => {
    it(`is not written before the first read, then seeded under the '${key}' key`, async () => {
      const { storage, source } = setup()
      expect(storage.getItem(key)).toBeNull()
      const records = await source[collection].getAll()
      expect(records).toEqual(samples)
      expect(stored(storage, key)).toEqual(samples)
    })

    it('keeps what is already stored instead of re-seeding', async () => {
      const { storage, source } = setup()
      const mine = [{ ...samples[0], id: 7, title: 'Mine' }]
      storage.setItem(key, JSON.stringify(mine))
      expect(await source[collection].getAll()).toEqual(mine)
    })

    it('creates with the highest id plus one and deleted false', async () => {
      const { source } = setup()
      const { id: _id, deleted: _deleted, ...input } = samples[0]
      const created = await source[collection].create(input as never)
      expect(created).toMatchObject({ ...input, id: 3, deleted: false })
      expect(await source[collection].getAll()).toHaveLength(3)
    })

    it('updates by merging fields into the record with that id', async () => {
      const { storage, source } = setup()
      const updated = await source[collection].update(2, { title: 'Renamed' } as never)
      expect(updated).toEqual({ ...samples[1], title: 'Renamed' })
      expect(stored(storage, key)[1]).toEqual({ ...samples[1], title: 'Renamed' })
    })

    it('returns nothing and changes nothing when updating an unknown id', async () => {
      const { storage, source } = setup()
      await source[collection].getAll()
      const before = storage.getItem(key)
      expect(await source[collection].update(99, { title: 'Ghost' } as never)).toBeUndefined()
      expect(storage.getItem(key)).toBe(before)
    })

    it('soft-deletes and restores; only active records are public', async () => {
      const { source } = setup()
      expect(await source[collection].delete(1)).toBe(true)
      expect((await source[collection].getActive()).map((r) => r.id)).toEqual([2])
      expect((await source[collection].getAll()).find((r) => r.id === 1)?.deleted).toBe(true)
      expect(await source[collection].restore(1)).toBe(true)
      expect((await source[collection].getActive()).map((r) => r.id)).toEqual([1, 2])
      expect(await source[collection].delete(42)).toBe(false)
    })
  })

  describe('interests', () => {
    it('are seeded with the four built-in interests and support the same CRUD', async () => {
      const { source } = setup()
      expect((await source.interests.getActive()).map((i) => i.title)).toEqual(
        sampleInterests.map((i) => i.title),
      )
      const created = await source.interests.create({
        icon: '🎮',
        title: 'Gaming',
        description: 'Strategy games',
        color: 'from-blue-500 to-cyan-500',
      })
      expect(created).toMatchObject({ id: 5, deleted: false })
    })
  })

  describe('projects (built-in, writes inert)', () => {
    it('lists the five samples, active ones publicly, and finds by id or slug', async () => {
      const { source } = setup()
      expect(await source.projects.getAll()).toEqual(sampleProjects)
      expect(await source.projects.getActive()).toHaveLength(5)
      expect((await source.projects.getById(3))?.title).toBe(sampleProjects[2].title)
      expect((await source.projects.getBySlug(sampleProjects[1].slug))?.id).toBe(2)
      expect(await source.projects.getById(99)).toBeUndefined()
    })

    it('create returns its input and stores nothing', async () => {
      const { storage, source } = setup()
      const { id: _id, deleted: _d, imageMedia: _i, galleryMedia: _g, ...input } = sampleProjects[0]
      expect(await source.projects.create(input)).toBe(input)
      expect(await source.projects.getAll()).toHaveLength(5)
      expect(storage.length).toBe(0)
    })

    it('update returns the existing record unchanged; delete and restore return false', async () => {
      const { source } = setup()
      const ref = { id: 1, slug: sampleProjects[0].slug }
      expect(await source.projects.update(ref, { title: 'Changed' })).toEqual(sampleProjects[0])
      expect((await source.projects.getById(1))?.title).toBe(sampleProjects[0].title)
      expect(await source.projects.update({ id: 99, slug: 'none' }, { title: 'x' })).toBeUndefined()
      expect(await source.projects.delete(ref)).toBe(false)
      expect(await source.projects.restore(ref)).toBe(false)
      expect(await source.projects.getActive()).toHaveLength(5)
    })

    it('hands out copies, so callers cannot alter the built-in set', async () => {
      const { source } = setup()
      const [first] = await source.projects.getAll()
      first.title = 'Tampered'
      expect((await source.projects.getById(1))?.title).toBe(sampleProjects[0].title)
    })
  })

  describe('skills (built-in, writes inert)', () => {
    it('lists the samples and filters by category', async () => {
      const { source } = setup()
      expect(await source.skills.getActive()).toEqual(sampleSkills)
      const frontend = await source.skills.getByCategory('Frontend')
      expect(frontend.length).toBeGreaterThan(0)
      expect(frontend.every((skill) => skill.category === 'Frontend')).toBe(true)
    })

    it('create echoes, update returns the existing record, delete and restore return false', async () => {
      const { source } = setup()
      const input = {
        name: 'Elm',
        description: '',
        category: 'Frontend' as const,
        level: 50,
        color: '',
      }
      expect(await source.skills.create(input)).toBe(input)
      const ref = { id: 1, slug: sampleSkills[0].slug }
      expect(await source.skills.update(ref, { level: 1 })).toEqual(sampleSkills[0])
      expect(await source.skills.delete(ref)).toBe(false)
      expect(await source.skills.restore(ref)).toBe(false)
      expect(await source.skills.getActive()).toHaveLength(sampleSkills.length)
    })
  })

  describe('posts (built-in, writes inert)', () => {
    it('lists the two sample posts newest first, with search, tag, project and paging', async () => {
      const { source } = setup()
      const all = await source.posts.list({})
      expect(all.data.map((post) => post.slug)).toEqual(samplePosts.map((post) => post.slug))
      expect(all.pagination).toMatchObject({ page: 1, limit: 10, total: 2, totalPages: 1 })
      expect((await source.posts.list({ search: 'DEBOUNC' })).data.map((p) => p.id)).toEqual([1])
      expect((await source.posts.list({ tag: 'case-study' })).data.map((p) => p.id)).toEqual([2])
      const shop = sampleProjects[0].slug
      expect((await source.posts.list({ project: shop })).data.map((p) => p.id)).toEqual([2])
      const second = await source.posts.list({ page: 2, limit: 1 })
      expect(second.data.map((p) => p.id)).toEqual([2])
      expect(second.pagination).toMatchObject({ totalPages: 2, hasPrevPage: true })
      expect((await source.posts.getActive()).map((p) => p.id)).toEqual([1, 2])
    })

    it('finds a published post by slug, and nothing by another', async () => {
      const { source } = setup()
      expect((await source.posts.getBySlug(samplePosts[1].slug))?.id).toBe(2)
      expect(await source.posts.getBySlug('no-such-post')).toBeUndefined()
    })

    it('publishes a sample only once its date has come', async () => {
      const storage = new MemoryStorage()
      const before = createLocalDataSource(storage, { now: () => new Date('2025-02-01') })
      expect((await before.posts.getActive()).map((p) => p.id)).toEqual([2])
      expect(await before.posts.getBySlug(samplePosts[0].slug)).toBeUndefined()
    })

    it('counts its published posts for the site (Writing in the dock, Home’s latest)', () => {
      expect(setup().source.builtIn.postCount).toBe(2)
    })

    it('create echoes, update answers the post unchanged, delete and restore answer false', async () => {
      const { storage, source } = setup()
      const input = { title: 'New', body: 'Text', tags: ['notes'] }
      expect(await source.posts.create(input)).toBe(input)
      const ref = { id: 1, slug: samplePosts[0].slug }
      expect(await source.posts.update(ref, { title: 'Changed' })).toEqual(samplePosts[0])
      expect(await source.posts.delete(ref)).toBe(false)
      expect(await source.posts.restore(ref)).toBe(false)
      expect(await source.posts.getAll()).toEqual(samplePosts)
      expect(storage.length).toBe(0)
    })
  })

  describe('inquiries', () => {
    it('creates with the next id, an ISO timestamp and read false', async () => {
      const { storage, source } = setup()
      const first = await source.inquiries.create({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hi',
      })
      expect(first).toEqual({
        id: 1,
        name: 'Ana',
        email: 'ana@example.com',
        subject: '',
        message: 'Hi',
        timestamp: '2025-05-01T12:00:00.000Z',
        read: false,
      })
      const second = await source.inquiries.create({
        name: 'Bo',
        email: 'bo@example.com',
        subject: 'Job',
        message: 'Yo',
      })
      expect(second).toMatchObject({ id: 2 })
      expect(stored(storage, LOCAL_KEYS.inquiries)).toHaveLength(2)
    })

    it('lists all and unread, marks as read, and deletes for good', async () => {
      const { source } = setup()
      await source.inquiries.create({ name: 'A', email: 'a@example.com', message: '1' })
      await source.inquiries.create({ name: 'B', email: 'b@example.com', message: '2' })
      expect(await source.inquiries.getUnread()).toHaveLength(2)
      expect(await source.inquiries.markAsRead(1)).toMatchObject({ id: 1, read: true })
      expect((await source.inquiries.getUnread()).map((i) => i.id)).toEqual([2])
      expect(await source.inquiries.markAsRead(9)).toBeUndefined()
      expect(await source.inquiries.delete(1)).toBe(true)
      expect(await source.inquiries.delete(1)).toBe(false)
      expect((await source.inquiries.getAll()).map((i) => i.id)).toEqual([2])
    })
  })

  describe('SMTP config', () => {
    it('defaults to port 587, inactive, and never returns the password', async () => {
      const { source } = setup()
      expect(await source.smtpConfig.get()).toEqual(DEFAULT_SMTP_CONFIG)
      expect(DEFAULT_SMTP_CONFIG).toMatchObject({ port: 587, isActive: false })
      const updated = await source.smtpConfig.update({
        user: 'mailer',
        password: 's3cret',
        port: 465,
      })
      expect(updated).toMatchObject({ user: 'mailer', port: 465, passwordSet: true })
      expect(updated).not.toHaveProperty('password')
      expect(await source.smtpConfig.get()).toEqual(updated)
    })

    it('toggles active', async () => {
      const { source } = setup()
      expect((await source.smtpConfig.toggleActive()).isActive).toBe(true)
      expect((await source.smtpConfig.toggleActive()).isActive).toBe(false)
    })
  })

  describe('personal info', () => {
    it('answers the built-in defaults until updated, then merges the changes', async () => {
      const { source } = setup()
      expect(await source.personalInfo.get()).toEqual(defaultPersonalInfo)
      const updated = await source.personalInfo.update({
        title: 'Staff Engineer',
        stats: { projectCount: 25 },
      })
      expect(updated.title).toBe('Staff Engineer')
      expect(updated.stats).toEqual({ ...defaultPersonalInfo.stats, projectCount: 25 })
      expect(await source.personalInfo.get()).toEqual(updated)
    })
  })

  it('gives the default admin as the profile and refuses to sign in without a server', async () => {
    const { source } = setup()
    expect((await source.auth.profile()).role).toBe('admin')
    await expect(source.auth.login({ email: 'a@b.c', password: 'x' })).rejects.toThrow()
  })

  it('computes new ids as the highest existing id plus one', () => {
    expect(nextId([])).toBe(1)
    expect(nextId([{ id: 4 }, { id: 2 }])).toBe(5)
  })
})
