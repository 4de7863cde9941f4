/** A page number to link to, or a gap between two of them. */
export type PageItem = number | 'gap'

/**
 * The pages a pager lists: the first, the last, and the current one with its neighbours, with a
 * gap where pages are left out (a gap of one page shows that page instead). `1 … 4 5 6 … 12`.
 */
export const pageRange = (current: number, total: number): PageItem[] => {
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const page of shown) {
    const last = items.at(-1)
    if (typeof last === 'number' && page - last === 2) items.push(last + 1)
    else if (typeof last === 'number' && page - last > 2) items.push('gap')
    items.push(page)
  }
  return items
}
