const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `2019-06` → "Jun 2019", `2019` → "2019" (a day is more than a timeline says). */
const monthYear = (date: string): string => {
  const [year, month] = date.split('-')
  const name = month ? MONTHS[Number(month) - 1] : undefined
  return name ? `${name} ${year}` : year!
}

export const periodOf = (startDate?: string, endDate?: string): string | null => {
  if (!startDate) return null
  return `${monthYear(startDate)} - ${endDate ? monthYear(endDate) : 'Present'}`
}

export const dayOf = (date: string | undefined): string | null => {
  if (!date) return null
  const [year, month = '01', day = '01'] = date.split('-')
  return `${year}-${month}-${day}`
}
