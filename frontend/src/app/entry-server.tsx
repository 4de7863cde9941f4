import { dehydrate, type DehydratedState, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'

import { setServerFetch } from '../lib/data-source/server-fetch'
import { createQueryClient } from '../lib/query-client'
import { AppRoutes } from './router'

/** What the server puts into the page: the rendered root and the data it was rendered from. */
export type RenderedPage = { html: string; state: DehydratedState }

/**
 * Rounds of "render, then answer the reads it asked for". One suffices today; more only happen
 * when data reveals parts that ask for further reads.
 */
const MAX_READ_ROUNDS = 3

const site = (url: string, queryClient: QueryClient): ReactNode => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>
  </StrictMode>
)

/**
 * Renders and waits for everything that suspends (the lazily loaded page and the parts it loads
 * lazily), so that afterwards every module the page needs is loaded. Its HTML is not used: a
 * boundary that suspended comes out as a fallback swapped in by inline script, which the site's
 * CSP forbids.
 */
const loadEverything = async (url: string, queryClient: QueryClient): Promise<void> => {
  const { prelude } = await prerenderToNodeStream(site(url, queryClient))
  for await (const _chunk of prelude) {
    // Drained only to let the render finish.
  }
}

/** The reads a render asked for that have no answer yet. */
const unansweredQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')

/**
 * Renders a public page on the server, as the browser's first render would show it with the
 * page's data at hand: render to learn which reads the page makes (React Query records them
 * without fetching on a server) and to load its modules, answer the reads through `fetchImpl`,
 * render again until nothing new is asked for, then render the final HTML in one synchronous
 * pass. Null when any read fails: the browser then renders the page itself, with its own loading
 * and error states, rather than hydrating a page the server guessed.
 */
export const renderPage = async (url: string, fetchImpl: typeof fetch): Promise<RenderedPage | null> => {
  setServerFetch(fetchImpl)
  const queryClient = createQueryClient()
  await loadEverything(url, queryClient)
  for (let round = 0; unansweredQueries(queryClient).length; round += 1) {
    if (round === MAX_READ_ROUNDS) return null
    const answers = await Promise.allSettled(unansweredQueries(queryClient).map((query) => query.fetch()))
    if (answers.some((answer) => answer.status === 'rejected')) return null
    await loadEverything(url, queryClient)
  }
  return { html: renderToString(site(url, queryClient)), state: dehydrate(queryClient) }
}
