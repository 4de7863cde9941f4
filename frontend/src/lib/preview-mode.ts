/**
 * Whether this page is a preview of unpublished content, as the server said in the page it
 * sent (`<meta name="preview-status">`, written after checking the `?preview=` token's
 * signature and expiry; src/site/previewStatusTags.ts):
 * - `granted`: API reads carry the token (`X-Preview-Token`) and answer drafts; the admin's
 *   live-preview messages are listened to;
 * - `refused`: the link was expired or forged: the published site shows, with a notice.
 * Read once at start: the token stays for the whole visit, also after in-site navigation drops
 * it from the address. The browser-local build never previews.
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
