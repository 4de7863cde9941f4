import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'

import { PreviewLayerLoader } from '@/features/preview/components/preview-layer-loader'
import { PwaLayerLoader } from '@/features/pwa/components/pwa-layer-loader'
import { previewMode } from '@/lib/preview-mode'
import { createQueryClient } from '@/lib/query-client'
import { AudienceBeacon } from './audience-beacon'
import { LanguageFrame } from './language-frame'
import { AppRoutes } from './router'

/**
 * Providers around the routes (one query cache for the whole visit, the page's language from its
 * address), then the PWA layer — or, on a preview page, the preview layer instead: a preview
 * installs no service worker and offers no install banner.
 */
export const App = () => {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <LanguageFrame>
          <AppRoutes />
          {/* Written out so that the browser-local build, which never previews, drops the branch. */}
          {import.meta.env.VITE_DATA_SOURCE !== 'local' && previewMode.status !== 'off' ? (
            <PreviewLayerLoader mode={previewMode} />
          ) : (
            <PwaLayerLoader />
          )}
          {/* Audience figures: never from the browser-local build (it makes no call), nor a preview. */}
          {import.meta.env.VITE_DATA_SOURCE !== 'local' && previewMode.status === 'off' ? (
            <AudienceBeacon />
          ) : null}
        </LanguageFrame>
      </BrowserRouter>
    </QueryClientProvider>
  )
}
