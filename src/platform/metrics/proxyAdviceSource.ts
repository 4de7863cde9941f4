const SHARED_KEY = Symbol.for('devfolio.proxyAdvice')

type Holder = typeof globalThis & { [SHARED_KEY]?: () => string | null }

/**
 * The server hands its proxy diagnosis here at start; on `globalThis`, so the admin (Next's module
 * graph) and `GET /metrics` read the one the requests taught.
 */
export const provideProxyAdvice = (advice: () => string | null): void => {
  ;(globalThis as Holder)[SHARED_KEY] = advice
}

/** The one-line fix when forwarded headers are being ignored or distrusted, else null. */
export const currentProxyAdvice = (): string | null =>
  (globalThis as Holder)[SHARED_KEY]?.() ?? null
