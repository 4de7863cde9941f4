import type { PagePreview } from '../platform/preview/pagePreview'

/** The server checked the `?preview=` token's signature, so the SPA never has to. */
export const previewStatusTags = (preview: PagePreview): string[] =>
  preview.kind === 'none'
    ? []
    : [
        `<meta name="preview-status" content="${preview.kind === 'granted' ? 'granted' : preview.reason}">`,
      ]
