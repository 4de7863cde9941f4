import { toApiError } from './api-error'

type QueryValue = string | number | boolean | undefined | null

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
}

export type ApiClient = <T>(path: string, options?: RequestOptions) => Promise<T>

export type ApiClientConfig = {
  baseUrl: string
  /** A site preview's signed token (lib/preview-mode.ts): reads then answer drafts. */
  getPreviewToken?: () => string | null
  fetch?: typeof fetch
}

const buildQuery = (query: Record<string, QueryValue> = {}): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * A JSON client for the REST contract: JSON content type, the preview token on a preview page,
 * and non-2xx answers thrown as ApiError with the contract's error body.
 */
export const createApiClient = ({
  baseUrl,
  getPreviewToken,
  fetch: fetchImpl,
}: ApiClientConfig): ApiClient => {
  // Bound late so tests and browsers that replace `fetch` after start-up are honoured.
  const doFetch =
    fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  return async <T>(path: string, { method = 'GET', query, body, signal }: RequestOptions = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const previewToken = getPreviewToken?.()
    if (previewToken) headers['X-Preview-Token'] = previewToken

    const response = await doFetch(`${baseUrl}${path}${buildQuery(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
    const text = await response.text()
    let parsed: unknown = null
    if (text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = null
      }
    }
    if (!response.ok) throw toApiError(response.status, parsed, response.headers.get('Retry-After'))
    return parsed as T
  }
}
