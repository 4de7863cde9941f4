/**
 * A contract date ('2023-03-01' or a full ISO timestamp) as a locale date. Date-only values are
 * read as local calendar dates so they never shift a day in timezones west of UTC.
 */
export const formatLocaleDate = (value: string, locale?: string): string => {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale)
}
