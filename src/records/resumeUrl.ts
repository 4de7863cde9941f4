import type { PdfDocument, PersonalInfo } from '../shared/payload-types'
import { env } from '../platform/config/env'

/** Where the server answers the published résumé (src/site/resumeRoutes.ts). */
export const RESUME_PDF_PATH = '/resume.pdf'

/** The id of the document a personal-info record links as its résumé, or null. */
const resumeIdOf = (doc: Pick<PersonalInfo, 'resume'> | null | undefined): number | null => {
  const resume: number | PdfDocument | null | undefined = doc?.resume
  if (typeof resume === 'number') return resume
  return resume && typeof resume === 'object' ? resume.id : null
}

/** The uploaded PDF's id when /resume.pdf serves it; null when it serves the generated one. */
export const servedUploadIdOf = (
  doc: Pick<PersonalInfo, 'resume' | 'resumeSource'> | null | undefined,
): number | null => (doc?.resumeSource === 'generated' ? null : resumeIdOf(doc))

/**
 * `/resume.pdf`: an upload's address is versioned by the document's id, so a new file is never
 * an old cached one; the generated one is always there (made from the content, revalidated).
 */
export const resumeUrlOf = (
  doc: Pick<PersonalInfo, 'resume' | 'resumeSource'> | null | undefined,
): string | null => {
  if (!doc) return null
  const id = servedUploadIdOf(doc)
  return `${env.SITE_URL ?? ''}${RESUME_PDF_PATH}${id === null ? '' : `?v=${id}`}`
}
