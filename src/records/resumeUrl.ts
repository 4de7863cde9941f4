import type { PdfDocument, PersonalInfo } from '../shared/payload-types'
import { env } from '../platform/config/env'

/** Where the server answers the published résumé (src/site/resumeRoutes.ts). */
export const RESUME_PDF_PATH = '/resume.pdf'

/** The id of the document a personal-info record links as its résumé, or null. */
export const resumeIdOf = (doc: Pick<PersonalInfo, 'resume'> | null | undefined): number | null => {
  const resume: number | PdfDocument | null | undefined = doc?.resume
  if (typeof resume === 'number') return resume
  return resume && typeof resume === 'object' ? resume.id : null
}

/** `/resume.pdf`, versioned by the document's id so a new file is never an old cached one. */
export const resumeUrlOf = (
  doc: Pick<PersonalInfo, 'resume'> | null | undefined,
): string | null => {
  const id = resumeIdOf(doc)
  return id === null ? null : `${env.SITE_URL ?? ''}${RESUME_PDF_PATH}?v=${id}`
}
