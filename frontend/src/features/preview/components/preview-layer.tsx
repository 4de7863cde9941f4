import './preview-layer.css'

import type { PreviewMode } from '@/lib/preview-mode'
import { useLivePreview } from '../use-live-preview'

const LivePreviewBadge = () => {
  useLivePreview()
  return (
    <div
      className="preview-badge"
      role="status"
      data-testid="preview-badge"
      title="Unpublished changes: visitors do not see this page"
    >
      Preview · not public
    </div>
  )
}

const REFUSALS: Record<string, string> = {
  expired:
    'This preview link has expired: showing the published site. Open a new one from the admin.',
}
const NOT_VALID =
  'This preview link is not valid: showing the published site. Open a new one from the admin.'

/** A preview page's own layer: the live-preview link to the admin and a badge, or why not. */
export const PreviewLayer = ({ mode }: { mode: Exclude<PreviewMode, { status: 'off' }> }) =>
  mode.status === 'granted' ? (
    <LivePreviewBadge />
  ) : (
    <div
      className="preview-badge preview-badge--refused"
      role="status"
      data-testid="preview-refused"
    >
      {REFUSALS[mode.reason] ?? NOT_VALID}
    </div>
  )
