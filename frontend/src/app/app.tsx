import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'

import { PwaLayerLoader } from '@/features/pwa/components/pwa-layer-loader'
import { createQueryClient } from '@/lib/query-client'
import { AppRoutes } from './router'

/** Providers around the routes (one query cache for the whole visit), then the PWA layer. */
export const App = () => {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <PwaLayerLoader />
    </QueryClientProvider>
  )
}
