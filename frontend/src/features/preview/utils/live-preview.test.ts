import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { applyLiveRecord, withRecord } from './apply-live-record'
import { readLiveEdit } from './live-preview-message'

const ORIGIN = 'https://portfolio.example'

describe("reading Payload's live-preview messages", () => {
  it('takes an edit of a collection or a global from its own origin', () => {
    const data = { id: 3, title: 'Typed' }
    expect(
      readLiveEdit(
        {
          origin: ORIGIN,
          data: { type: 'payload-live-preview', collectionSlug: 'projects', data },
        },
        ORIGIN,
      ),
    ).toEqual({ content: 'projects', data })
    expect(
      readLiveEdit(
        {
          origin: ORIGIN,
          data: { type: 'payload-live-preview', globalSlug: 'personal-info', data: { name: 'A' } },
        },
        ORIGIN,
      ),
    ).toEqual({ content: 'personal-info', data: { name: 'A' } })
  })

  it('ignores other origins, other messages and the ready echo', () => {
    const edit = { type: 'payload-live-preview', collectionSlug: 'projects', data: { id: 1 } }
    expect(readLiveEdit({ origin: 'https://evil.example', data: edit }, ORIGIN)).toBeNull()
    expect(
      readLiveEdit({ origin: ORIGIN, data: { type: 'payload-document-event' } }, ORIGIN),
    ).toBeNull()
    expect(
      readLiveEdit({ origin: ORIGIN, data: { type: 'payload-live-preview', ready: true } }, ORIGIN),
    ).toBeNull()
    expect(readLiveEdit({ origin: ORIGIN, data: 'payload-live-preview' }, ORIGIN)).toBeNull()
  })
})

describe('putting an edited record into the cache', () => {
  it('replaces by id, appends a new draft, drops a deleted one', () => {
    const list: { id: number; title: string; deleted?: boolean }[] = [
      { id: 1, title: 'One' },
      { id: 2, title: 'Two' },
    ]
    expect(withRecord(list, { id: 2, title: 'Changed' })).toEqual([
      { id: 1, title: 'One' },
      { id: 2, title: 'Changed' },
    ])
    expect(withRecord(list, { id: 9, title: 'New' }).map((item) => item.id)).toEqual([1, 2, 9])
    expect(withRecord(list, { id: 1, title: 'One', deleted: true })).toEqual([
      { id: 2, title: 'Two' },
    ])
  })

  it("updates every cached list of the record's content and leaves others alone", () => {
    const client = new QueryClient()
    client.setQueryData(['projects', 'list', 'active'], [{ id: 1, title: 'Old' }])
    client.setQueryData(['skills', 'list', 'active'], [{ id: 1, name: 'TypeScript' }])
    applyLiveRecord(client, 'projects', { id: 1, title: 'New' })
    expect(client.getQueryData(['projects', 'list', 'active'])).toEqual([{ id: 1, title: 'New' }])
    expect(client.getQueryData(['skills', 'list', 'active'])).toEqual([
      { id: 1, name: 'TypeScript' },
    ])
  })

  it('updates a post in the pages of its lists and on its own page, by slug', () => {
    const client = new QueryClient()
    const pagination = { page: 1, totalPages: 1 }
    client.setQueryData(['posts', 'list', { page: '1' }], {
      data: [{ id: 3, slug: 'a', title: 'Old' }],
      pagination,
    })
    client.setQueryData(['posts', 'detail', 'a', 'en'], { id: 3, slug: 'a', title: 'Old' })
    // A draft's page, which the published site does not know (not found, until the edit).
    client.setQueryData(['posts', 'detail', 'draft', 'en'], null)
    applyLiveRecord(client, 'posts', { id: 3, slug: 'a', title: 'New' })
    applyLiveRecord(client, 'posts', { id: 4, slug: 'draft', title: 'Draft' })
    expect(client.getQueryData(['posts', 'list', { page: '1' }])).toEqual({
      data: [
        { id: 3, slug: 'a', title: 'New' },
        { id: 4, slug: 'draft', title: 'Draft' },
      ],
      pagination,
    })
    expect(client.getQueryData(['posts', 'detail', 'a', 'en'])).toMatchObject({ title: 'New' })
    expect(client.getQueryData(['posts', 'detail', 'draft', 'en'])).toMatchObject({ id: 4 })
  })

  it('replaces the single personal-info record', () => {
    const client = new QueryClient()
    client.setQueryData(['personal-info', 'detail'], { name: 'Old' })
    applyLiveRecord(client, 'personal-info', { name: 'New' })
    expect(client.getQueryData(['personal-info', 'detail'])).toEqual({ name: 'New' })
  })
})
