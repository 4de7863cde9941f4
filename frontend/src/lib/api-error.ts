import type { ApiErrorBody } from '@shared/apiTypes'

/** A failed call, carrying the contract's error body so forms can show per-field messages. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>
  /** Seconds to wait before retrying, from a 429's Retry-After header. */
  readonly retryAfter: number | null

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    retryAfter: number | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.retryAfter = retryAfter
  }
}

/** Builds an ApiError from a response whose body may or may not follow the error envelope. */
export const toApiError = (
  status: number,
  body: unknown,
  retryAfterHeader: string | null,
): ApiError => {
  const error = (body as Partial<ApiErrorBody> | null)?.error
  const retryAfter = retryAfterHeader === null ? null : Number(retryAfterHeader)
  return new ApiError(
    error?.status ?? status,
    error?.code ?? 'http_error',
    error?.message ?? `Request failed with status ${status}`,
    error?.fields ?? {},
    retryAfter !== null && Number.isFinite(retryAfter) ? retryAfter : null,
  )
}

/** True for a request that reached the server and was refused as not existing. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404
