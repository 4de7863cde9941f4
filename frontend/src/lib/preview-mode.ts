/**
 * Whether this page previews drafts, as the server's `<meta name="preview-status">` says (it
 * checked the token): `granted` reads send `X-Preview-Token`; `refused` shows the published site
 * with a notice. Read once: the token outlives in-site navigation, which drops it from the URL.
 */
export type PreviewMode =
  { status: 'off' } | { status: 'granted'; token: string } | { status: 'refused'; reason: string }

const readPreviewMode = (): PreviewMode => {
  if (import.meta.env.VITE_DATA_SOURCE === 'local' || !globalThis.document) return { status: 'off' }
  const said = document.querySelector('meta[name="preview-status"]')?.getAttribute('content')
  const token = new URLSearchParams(location.search).get('preview')
  if (!said || !token) return { status: 'off' }
  return said === 'granted' ? { status: 'granted', token } : { status: 'refused', reason: said }
}

export const previewMode: PreviewMode = readPreviewMode()

/** The preview token API calls carry, or null outside a granted preview. */
export const previewToken = (): string | null =>
  previewMode.status === 'granted' ? previewMode.token : null
