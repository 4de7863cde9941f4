/** A cell a spreadsheet would run as a formula ("=cmd|…", "+", "-", "@", tab, CR) gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/

const cell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * RFC 4180 CSV (CRLF line ends, quoted where needed) from a header row and data rows, safe to
 * open in a spreadsheet: visitor-written text cannot become a formula (CSV injection).
 */
export const toCsv = (header: string[], rows: unknown[][]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
