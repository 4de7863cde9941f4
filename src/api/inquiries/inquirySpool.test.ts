import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ApiError } from '../errors/apiError'
import { InquirySpool, type SpooledInquiry } from './inquirySpool'

const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spool-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const message = (text: string) => ({
  name: 'Visitor',
  email: 'visitor@example.test',
  subject: '',
  message: text,
  spam: false,
})
const never = { isPermanent: () => false, setAside: () => {} }

describe('InquirySpool', () => {
  it('hands messages over oldest first and removes each once stored, also after a restart', async () => {
    const dir = freshDir()
    const spool = new InquirySpool(dir, 10)
    const first = await spool.add(message('first'))
    await spool.add(message('second'))
    expect(first.spoolId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await spool.count()).toBe(2)

    const stored: string[] = []
    const drained = await new InquirySpool(dir, 10).drain(async (item) => {
      stored.push(item.message)
    }, never)
    expect(drained).toBe(2)
    expect(stored).toEqual(['first', 'second'])
    expect(readdirSync(dir)).toEqual([])
  })

  it('keeps what it could not store for the next drain (the database went again)', async () => {
    const spool = new InquirySpool(freshDir(), 10)
    await spool.add(message('first'))
    await spool.add(message('second'))
    const outage = new Error('connect ECONNREFUSED')
    await expect(
      spool.drain(async (item: SpooledInquiry) => {
        if (item.message === 'second') throw outage
      }, never),
    ).rejects.toBe(outage)
    expect(await spool.count()).toBe(1)
    expect(await spool.drain(async () => {}, never)).toBe(1)
  })

  it('sets aside, never deletes, a message the database refuses for good', async () => {
    const dir = freshDir()
    const spool = new InquirySpool(dir, 10)
    await spool.add(message('refused'))
    writeFileSync(path.join(dir, 'zz-damaged.json'), '{not json')
    const setAside: string[] = []
    const drained = await spool.drain(
      async () => {
        throw new Error('invalid')
      },
      { isPermanent: () => true, setAside: (file) => setAside.push(path.basename(file)) },
    )
    expect(drained).toBe(0)
    expect(setAside).toHaveLength(2)
    expect(readdirSync(dir).every((name) => name.endsWith('.unstored'))).toBe(true)
    expect(await spool.count()).toBe(0)
  })

  it('says it is full (503 spool_full) instead of dropping a message', async () => {
    const spool = new InquirySpool(freshDir(), 1)
    await spool.add(message('one'))
    const full = await spool.add(message('two')).catch((error: unknown) => error)
    expect(full).toBeInstanceOf(ApiError)
    expect(full).toMatchObject({ status: 503, code: 'spool_full' })
    expect(await spool.count()).toBe(1)
  })
})
