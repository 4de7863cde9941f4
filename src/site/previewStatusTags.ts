import type { PagePreview } from '../platform/preview/pagePreview'

/**
 * The meta tag that tells the SPA what the server made of the page's `?preview=` token:
 * `granted` (read drafts with it, listen to the admin) or why it was refused (show the published
 * site with a notice). The server checked the signature; the SPA never has to. Crawlers are
 * kept off by the page's `X-Robots-Tag: noindex` header.
 */
export const previewStatusTags = (preview: PagePreview): string[] =>
  preview.kind === 'none'
    ? []
    : [
        `<meta name="preview-status" content="${preview.kind === 'granted' ? 'granted' : preview.reason}">`,
      ]
