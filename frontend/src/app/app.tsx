import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'

import { PwaLayerLoader } from '../features/pwa/components/pwa-layer-loader'
import { createQueryClient } from '../lib/query-client'
import { AppRoutes } from './router'

/**
 * Providers around the routes (one query cache for the whole visit, seeded with the data the
 * server rendered the page from, when it did), then the PWA layer.
 */
export const App = ({ serverState }: { serverState?: DehydratedState }) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    if (serverState) hydrate(client, serverState)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <PwaLayerLoader />
    </QueryClientProvider>
  )
}
