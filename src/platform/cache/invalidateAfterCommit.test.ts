import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { CACHE_INVALIDATION_CHANNEL, cacheInstanceId } from './cacheInvalidationChannel'
import { invalidateAfterCommit } from './invalidateAfterCommit'
import { publicResponseCache, toCachedBody } from '../publicReads/responseCache'

const fakeDb = () => {
  const db = {
    commitTransaction: async (_id: unknown) => {},
    rollbackTransaction: async (_id: unknown) => {},
  }
  return db
}
const requestIn = (db: ReturnType<typeof fakeDb>, transactionID?: string) =>
  ({ payload: { db }, transactionID }) as unknown as PayloadRequest

describe('invalidateAfterCommit', () => {
  const cache = publicResponseCache()
  const body = toCachedBody('{}', 'application/json')

  it('drops answers at once, and again when the write commits (reads that ran meanwhile saw old rows)', async () => {
    const db = fakeDb()
    const req = requestIn(db, 'tx-1')
    cache.set('/projects', cache.begin(['projects']), body)
    await invalidateAfterCommit(req, ['projects'])
    expect(cache.get('/projects')).toBeUndefined()

    // A read that starts before the commit still sees the old rows; it may store them...
    cache.set('/projects', cache.begin(['projects']), body)
    const ticket = cache.begin(['projects'])
    await db.commitTransaction('tx-1')
    // ...but the commit drops them, and a read begun before it cannot store its answer.
    expect(cache.get('/projects')).toBeUndefined()
    expect(cache.set('/projects', ticket, body)).toBe(false)
  })

  it('also settles on rollback, and invalidates immediately without a transaction', async () => {
    const db = fakeDb()
    await invalidateAfterCommit(requestIn(db, 'tx-2'), ['skills'])
    cache.set('/skills', cache.begin(['skills']), body)
    await db.rollbackTransaction('tx-2')
    expect(cache.get('/skills')).toBeUndefined()

    cache.set('/skills', cache.begin(['skills']), body)
    await invalidateAfterCommit(requestIn(fakeDb()), ['skills'])
    expect(cache.get('/skills')).toBeUndefined()
  })

  it('tells the other instances once the write commits, never when it rolls back', async () => {
    const notified: unknown[][] = []
    const db = Object.assign(fakeDb(), {
      pool: { query: async (_sql: string, values: unknown[]) => notified.push(values) },
    })
    await invalidateAfterCommit(requestIn(db, 'tx-3'), ['projects'])
    expect(notified).toEqual([])
    await db.commitTransaction('tx-3')
    expect(notified).toEqual([[CACHE_INVALIDATION_CHANNEL, `${cacheInstanceId()} ["projects"]`]])
    await invalidateAfterCommit(requestIn(db, 'tx-4'), ['skills'])
    await db.rollbackTransaction('tx-4')
    expect(notified).toHaveLength(1)
    // Without a transaction the write has already committed.
    await invalidateAfterCommit(requestIn(db), ['skills'])
    expect(notified).toHaveLength(2)
  })
})
