import type { QueryClient } from '@tanstack/react-query'

import { createEntityKeys } from '@/lib/query-keys'

type Listed = { id: number; slug?: string; deleted?: boolean }

/** A page of a list as the contract answers it (`{ data, pagination }`): posts are read so. */
const isPage = (value: unknown): value is { data: Listed[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data)

/** The list with `record` in its place (by id); a record new to it goes last, a deleted one goes. */
export const withRecord = <T extends Listed>(list: T[], record: T): T[] => {
  const at = list.findIndex((item) => item.id === record.id)
  if (record.deleted) return at === -1 ? list : list.filter((item) => item.id !== record.id)
  if (at === -1) return [...list, record]
  return list.map((item, index) => (index === at ? record : item))
}

/**
 * Puts an edited record into its content's cached lists and details, so every page showing it
 * re-renders; features key their queries by the content's slug, so none is imported.
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
    Array.isArray(old)
      ? withRecord(old as Listed[], listed)
      : isPage(old)
        ? { ...old, data: withRecord(old.data, listed) }
        : old,
  )
  const details = [listed.id, ...(typeof listed.slug === 'string' ? [listed.slug] : [])]
  for (const key of details)
    queryClient.setQueriesData<unknown>({ queryKey: keys.detail(key) }, (old: unknown) =>
      old === undefined ? old : record,
    )
}
