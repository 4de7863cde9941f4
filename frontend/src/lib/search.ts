/** Case-insensitive substring match of `term` against any of `values` (an empty term matches). */
export const matchesTerm = (term: string, values: (string | null | undefined)[]): boolean => {
  const needle = term.trim().toLowerCase()
  if (!needle) return true
  return values.some((value) => value?.toLowerCase().includes(needle))
}

/** Category filter: exact match, with 'All' meaning no filter. */
export const matchesCategory = (selected: string, category: string): boolean =>
  selected === ALL_CATEGORIES || selected === category

export const ALL_CATEGORIES = 'All'
