/** What the Writing page's address says to show: `/writing?search=hooks&tag=react&page=2`. */
export type WritingFilters = { search: string; tag: string; page: number }

/**
 * The filters of an address's query. A page that is not a whole number from 1 up (`?page=0`,
 * `?page=abc`) is the first, as the contract would refuse it.
 */
export const readWritingFilters = (params: URLSearchParams): WritingFilters => {
  const page = params.get('page') ?? ''
  return {
    search: params.get('search')?.trim() ?? '',
    tag: params.get('tag')?.trim() ?? '',
    page: /^[1-9]\d{0,8}$/.test(page) ? Number(page) : 1,
  }
}

/**
 * The query of the address showing these filters, in one spelling (`?search=…&tag=…&page=…`,
 * each only when set, page 1 left out), so that every link to the same list is the same link.
 */
export const writingQuery = ({ search = '', tag = '', page = 1 }: Partial<WritingFilters>) => {
  const params = new URLSearchParams()
  if (search.trim()) params.set('search', search.trim())
  if (tag.trim()) params.set('tag', tag.trim())
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
