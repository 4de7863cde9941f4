/**
 * What the service worker may keep at run time, and how it reports where an answer came from.
 * workbox-build copies the source text of each function below into the generated sw.js, so a
 * function may use nothing outside its own body (cache-rules.test.ts checks this).
 */

/** What Workbox hands a route's match callback. */
export type RouteMatchContext = {
  url: URL
  request: Pick<Request, 'method' | 'headers' | 'destination'>
  sameOrigin: boolean
}

/**
 * Anonymous GETs of the public REST contract (the reads src/platform/cache/publicReadCache.ts lists):
 * never a request carrying a token (a preview's answers are drafts, and an offline fallback to
 * the published version would pass for one), never an admin list, login or inquiry.
 */
export const isPublicApiRead = ({ url, request, sameOrigin }: RouteMatchContext): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  !request.headers.has('authorization') &&
  !request.headers.has('x-preview-token') &&
  /^\/api\/(?:personal-info|site-texts|projects(?:\/slug\/[^/]+)?|skills(?:\/slug\/[^/]+|\/category\/[^/]+)?|experiences(?:\/\d+)?|education(?:\/\d+)?|interests(?:\/\d+)?)$/.test(
    url.pathname,
  )

/**
 * Uploaded media (`/cms-api/media/file/…`) and the site's own pictures; nothing else under the
 * admin, Next's assets or the APIs, and nothing from another origin. Not `/profile.png` either:
 * the server answers it with the owner's current avatar, which a kept copy would hide.
 */
export const isCacheableImage = ({ url, request, sameOrigin }: RouteMatchContext): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  !request.headers.has('authorization') &&
  (url.pathname.startsWith('/cms-api/media/file/') ||
    (!/^\/(?:admin|_next|api|cms-api)(?:\/|$)/i.test(url.pathname) &&
      url.pathname !== '/profile.png' &&
      (request.destination === 'image' ||
        /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i.test(url.pathname))))

/**
 * Workbox plugin: stores only complete answers meant for anyone — a 200 the server did not mark
 * `private` or `no-store` (it marks every answer to a signed-in caller so).
 */
export const keepOnlyPublicAnswers = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> =>
    response.status === 200 &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
}

/** The message the worker posts to a page after each API read (see pwa-signals.ts). */
export type ApiSourceMessage = { type: 'pwa:api-source'; source: 'network' | 'cache' }

type FetchEventLike = { clientId?: string } | undefined
type ClientsLike = {
  get(id: string): Promise<{ postMessage(message: ApiSourceMessage): void } | undefined>
}

/**
 * Workbox plugin for the network-first API route: tells the page that asked whether its answer
 * came from the network or, the network having failed, from the cache — the page shows its
 * "offline" notice from that.
 */
export const reportApiSource = {
  fetchDidSucceed: async ({
    response,
    event,
  }: {
    response: Response
    event?: FetchEventLike
  }): Promise<Response> => {
    const clients = (globalThis as unknown as { clients?: ClientsLike }).clients
    const client = event?.clientId && clients ? await clients.get(event.clientId) : undefined
    client?.postMessage({ type: 'pwa:api-source', source: 'network' })
    return response
  },
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    event,
  }: {
    cachedResponse?: Response
    event?: FetchEventLike
  }): Promise<Response | undefined> => {
    const clients = (globalThis as unknown as { clients?: ClientsLike }).clients
    const client =
      cachedResponse && event?.clientId && clients ? await clients.get(event.clientId) : undefined
    client?.postMessage({ type: 'pwa:api-source', source: 'cache' })
    return cachedResponse
  },
}
