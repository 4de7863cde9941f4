import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../src/cms/access/isAdmin'
import { env, projectPath } from '../../src/platform/config/env'
import { refuseNonPdfUploads } from './hooks/refuseNonPdfUploads'

/**
 * Uploaded PDFs (the résumé), read by the admin only: visitors get the published one from
 * `/resume.pdf` (src/site/resumeRoutes.ts), so a draft's file is never public.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  // `Document` would read as the DOM's type wherever both are in scope.
  typescript: { interface: 'PdfDocument' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'filesize', 'updatedAt'],
    description: 'PDF files, at most 5 MB (the résumé is linked from Personal info).',
  },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    // Payload falls back to the file name when it cannot identify the content; we do not.
    beforeOperation: [refuseNonPdfUploads],
  },
  upload: {
    // Inside the uploads folder, so backups (src/platform/backup) carry them too.
    staticDir: path.join(projectPath(env.MEDIA_DIR), 'documents'),
    mimeTypes: ['application/pdf'],
    // The admin's own downloads: a file to save, never a page to render in our origin.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 200,
      admin: { description: 'For you only, e.g. "Résumé, November 2026".' },
    },
  ],
}
