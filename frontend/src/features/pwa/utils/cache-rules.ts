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

/**
 * Workbox plugin: what the owner deleted or unpublished leaves the cache, even offline. A 404 or
 * 410 drops its kept copy; a complete list drops the kept reads of records it no longer has.
 */
export const forgetWithdrawnRecords = {
  fetchDidSucceed: async ({
    request,
    response,
  }: {
    request: Request
    response: Response
  }): Promise<Response> => {
    const cache = await caches.open('api')
    if (response.status === 404 || response.status === 410) {
      await cache.delete(request, { ignoreVary: true })
      return response
    }
    const url = new URL(request.url)
    const resource = /^\/api\/(projects|skills|experiences|education|interests)$/.exec(
      url.pathname,
    )?.[1]
    // Only the whole list tells what is gone: a search or a category shows a part of it.
    const filtered = url.searchParams.has('search') || url.searchParams.has('category')
    if (!resource || filtered || response.status !== 200) return response
    type Listed = { id?: unknown }
    type Answer = {
      data?: Listed | Listed[]
      pagination?: { page?: number; hasNextPage?: boolean }
    }
    const list = (await response
      .clone()
      .json()
      .catch(() => null)) as Answer | null
    if (!list || !Array.isArray(list.data) || list.pagination?.hasNextPage) return response
    if ((list.pagination?.page ?? 1) !== 1) return response
    const current = new Set(list.data.map((record) => record.id))
    const prefix = `/api/${resource}/`
    for (const kept of await cache.keys()) {
      if (!new URL(kept.url).pathname.startsWith(prefix)) continue
      const answer = (await (
        await cache.match(kept, { ignoreVary: true })
      )
        ?.json()
        .catch(() => null)) as Answer | null
      const data = answer?.data
      const records = Array.isArray(data) ? data : data ? [data] : []
      if (records.some((record) => !current.has(record.id)))
        await cache.delete(kept, { ignoreVary: true })
    }
    return response
  },
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
