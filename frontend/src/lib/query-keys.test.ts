import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { listRefreshingMutation } from './list-refreshing-mutation'
import { createEntityKeys } from './query-keys'

describe('entity key factory', () => {
  it('builds the all → lists → list → details → detail hierarchy', () => {
    const keys = createEntityKeys('projects')
    expect(keys.all).toEqual(['projects'])
    expect(keys.lists()).toEqual(['projects', 'list'])
    expect(keys.list('active')).toEqual(['projects', 'list', 'active'])
    expect(keys.details()).toEqual(['projects', 'detail'])
    expect(keys.detail(3)).toEqual(['projects', 'detail', 3])
  })
})

describe('list-refreshing mutations', () => {
  it('invalidate every list of their own entity, and nothing else, on success', async () => {
    const client = new QueryClient()
    const projects = createEntityKeys('projects')
    const skills = createEntityKeys('skills')
    client.setQueryData(projects.list('active'), [1])
    client.setQueryData(projects.list('all'), [1, 2])
    client.setQueryData(projects.detail(1), { id: 1 })
    client.setQueryData(skills.list('active'), ['React'])

    const observer = new MutationObserver(
      client,
      listRefreshingMutation(projects.lists(), async (title: string) => ({ title })),
    )
    await observer.mutate('New project')

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(stale(projects.list('active'))).toBe(true)
    expect(stale(projects.list('all'))).toBe(true)
    expect(stale(projects.detail(1))).toBe(false)
    expect(stale(skills.list('active'))).toBe(false)
  })

  it('leave the lists alone when the mutation fails', async () => {
    const client = new QueryClient()
    const keys = createEntityKeys('inquiries')
    client.setQueryData(keys.list('all'), [])
    const observer = new MutationObserver(
      client,
      listRefreshingMutation(keys.lists(), async () => {
        throw new Error('offline')
      }),
    )
    await expect(observer.mutate(undefined)).rejects.toThrow('offline')
    expect(client.getQueryState(keys.list('all'))?.isInvalidated).toBe(false)
  })
})
