import type { QueryClient } from '@tanstack/react-query'

import { createEntityKeys } from '@/lib/query-keys'

type Listed = { id: number; deleted?: boolean }

/** The list with `record` in its place (by id); a record new to it goes last, a deleted one goes. */
export const withRecord = <T extends Listed>(list: T[], record: T): T[] => {
  const at = list.findIndex((item) => item.id === record.id)
  if (record.deleted) return at === -1 ? list : list.filter((item) => item.id !== record.id)
  if (at === -1) return [...list, record]
  return list.map((item, index) => (index === at ? record : item))
}

/**
 * Puts an edited record into the cached queries of its content, so every page showing it
 * re-renders with it: the single personal-info record, or a collection's cached lists (and any
 * cached detail) by id. Each feature keys its queries by the content's slug
 * (`createEntityKeys(slug)`), which is what makes this possible without importing them.
 */
export const applyLiveRecord = (
  queryClient: QueryClient,
  content: string,
  record: unknown,
): void => {
  const keys = createEntityKeys(content)
  if (content === 'personal-info') {
    // Every language's copy: a preview shows the language it was opened in.
    queryClient.setQueriesData({ queryKey: [...keys.all, 'detail'] }, record)
    return
  }
  const listed = record as Listed
  if (typeof listed?.id !== 'number') return
  queryClient.setQueriesData<unknown>({ queryKey: keys.lists() }, (old: unknown) =>
    Array.isArray(old) ? withRecord(old as Listed[], listed) : old,
  )
  queryClient.setQueriesData<unknown>({ queryKey: keys.detail(listed.id) }, (old: unknown) =>
    old === undefined ? old : record,
  )
}
