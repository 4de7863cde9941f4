/** The cache key: path plus the query's parameters in a stable order (`?b=2&a=1` ≡ `?a=1&b=2`). */
export const cacheKeyOf = (path: string, search: string): string => {
  const params = [...new URLSearchParams(search)].sort(([a, x], [b, y]) =>
    a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0,
  )
  return params.length ? `${path}?${new URLSearchParams(params)}` : path
}
