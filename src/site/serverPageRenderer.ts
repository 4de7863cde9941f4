import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { Request } from 'express'
import type { Payload } from 'payload'

import { cacheKeyOf } from '../cache/publicReadCache'
import { CACHE_TAGS, type ResponseCache, toCachedBody } from '../cache/responseCache'
import { requestId } from '../http/requestLogger'
import { escapeHtml } from '../seo/escapeHtml'
import { SERVER_READS_ATTRIBUTE, SERVER_STATE_ID, toScriptSafeJson } from '../shared/site/serverRender'

/** What frontend/src/app/entry-server.tsx exports (built into frontend/dist-ssr by `npm run build:site`). */
type RenderPage = (url: string, fetchImpl: typeof fetch) => Promise<{ html: string; state: unknown } | null>

/** The SSR build's entry, relative to its folder. */
const ENTRY_FILE = 'entry-server.js'

/** Where this server can be reached from itself: the address and port the request came in on. */
const loopbackOrigin = (req: Request): string => {
  const address = req.socket.localAddress ?? '127.0.0.1'
  const host = address.includes(':') && !address.startsWith('::ffff:') ? `[${address}]` : address.replace(/^::ffff:/, '')
  return `http://${host}:${req.socket.localPort}`
}

/** The empty root element of the built index.html, which a server-rendered page fills. */
export const EMPTY_ROOT = '<div id="root"></div>'

/**
 * `<div id="root">` filled with a public page as the browser's first render would show
 * it, followed by the JSON block of the data it was rendered from (the browser hydrates from
 * both instead of rendering from nothing: the page paints with the HTML, not after the scripts).
 *
 * The page's reads go to this server's own public contract (`/api/…`, the public-read cache,
 * anonymously), so a server-rendered page shows exactly what the API answers. Rendered pages
 * are kept in the same cache, under every content tag: any write drops them. Null — and the
 * browser renders the page itself — when there is no SSR build, a read fails or rendering throws.
 */
export const serverPageRenderer = (
  ssrDir: string,
  { payload, cache, enabled }: { payload: Payload; cache: ResponseCache; enabled: boolean },
): ((req: Request) => Promise<string | null>) => {
  let renderer: Promise<RenderPage | null> | undefined
  const loadRenderer = (): Promise<RenderPage | null> => {
    const entry = path.join(ssrDir, ENTRY_FILE)
    renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => {
            payload.logger.error({ err: error, msg: 'The server-side renderer could not be loaded; pages render in the browser' })
            return null
          },
        )
      : Promise.resolve(null)
    return renderer
  }

  return async (req) => {
    const renderPage = await loadRenderer()
    if (!renderPage) return null
    const queryAt = req.originalUrl.indexOf('?')
    const key = `page:${cacheKeyOf(req.path, queryAt === -1 ? '' : req.originalUrl.slice(queryAt))}`
    const hit = enabled ? cache.get(key) : undefined
    if (hit) return hit.identity.toString()

    const ticket = cache.begin(CACHE_TAGS)
    const origin = loopbackOrigin(req)
    const headers = { 'X-Request-Id': requestId(req) }
    const reads = new Set<string>()
    const fetchOwnApi: typeof fetch = (input, init) => {
      reads.add(String(input))
      return fetch(new URL(String(input), origin), { ...init, headers: { ...init?.headers, ...headers } })
    }
    try {
      const page = await renderPage(req.originalUrl, fetchOwnApi)
      if (!page) return null
      // The reads are named too: the service worker caches them for offline visits, as it
      // caches the reads of a page rendered in the browser (features/pwa/utils/warm-runtime-caches.ts).
      const filled =
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${SERVER_STATE_ID}" ${SERVER_READS_ATTRIBUTE}="${escapeHtml([...reads].join(' '))}">` +
        `${toScriptSafeJson(page.state)}</script>`
      if (enabled) cache.set(key, ticket, toCachedBody(filled, 'text/html'))
      return filled
    } catch (error) {
      payload.logger.error({ err: error, msg: `${req.path}: server-side render failed; the browser renders it` })
      return null
    }
  }
}
