/**
 * One formatter per locale: building one loads the locale's ICU data, tens of milliseconds on a
 * phone, and `toLocaleDateString(locale)` would build a new one on every call.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterFor = (locale: string | undefined): Intl.DateTimeFormat => {
  const key = locale ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale)
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A contract date ('2023-03-01' or a full ISO timestamp) as a locale date. Date-only values are
 * read as local calendar dates so they never shift a day in timezones west of UTC.
 */
export const formatLocaleDate = (value: string, locale?: string): string => {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? value : formatterFor(locale).format(date)
}
