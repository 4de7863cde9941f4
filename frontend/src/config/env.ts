/**
 * Build-time settings, read once. `import.meta.env.*` is replaced by literals at build time, so
 * the data source not selected is dropped from the bundle.
 */
const trimSlash = (value: string): string => value.replace(/\/+$/, '')

/** Whether this build reads the browser-local data layer instead of the API. */
export const isLocalDataSource = import.meta.env.VITE_DATA_SOURCE === 'local'

/** Base URL of the REST contract, without a trailing slash. */
export const apiBaseUrl = trimSlash(import.meta.env.VITE_API_BASE_URL || '/api')

/** Public origin for canonical and social links. */
export const siteUrl = (): string =>
  trimSlash(import.meta.env.VITE_SITE_URL || globalThis.location?.origin || '')
