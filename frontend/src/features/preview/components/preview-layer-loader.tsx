import { lazy, Suspense } from 'react'

import type { PreviewMode } from '@/lib/preview-mode'

// Pure: the browser-local build, which never shows this layer, then drops the chunk entirely.
const PreviewLayer = /* @__PURE__ */ lazy(() =>
  import('./preview-layer').then((m) => ({ default: m.PreviewLayer })),
)

/** The preview layer as a chunk of its own: only preview pages ever fetch it. */
export const PreviewLayerLoader = ({ mode }: { mode: Exclude<PreviewMode, { status: 'off' }> }) => (
  <Suspense fallback={null}>
    <PreviewLayer mode={mode} />
  </Suspense>
)
