import { plainTextToLexical } from '../../fields/lexicalText'
import type { Project } from '../../shared/payload-types'
import type { ProjectInput } from '../schemas/projectSchemas'
import { uploadIdsByUrl } from './projectResource'

const rows = (items: string[] | undefined) => items?.map((text) => ({ text }))

/**
 * Validated contract fields → Payload project data. Only given fields are set (an update
 * merges). Lists of strings become Payload's row arrays; the plain long description becomes
 * rich text. A URL the client echoes back for an uploaded cover or gallery image keeps that
 * upload rather than turning it into a text value; any other `image` replaces the cover.
 */
export const toProjectData = (input: ProjectInput, current?: Project): Record<string, unknown> => {
  const uploads = current ? uploadIdsByUrl(current) : new Map<string, number>()
  const { longDescription, features, challenges, solutions, gallery, image, coverImage, ...plain } =
    input
  const data: Record<string, unknown> = { ...plain }

  if (longDescription !== undefined) {
    data.longDescription = longDescription ? plainTextToLexical(longDescription) : null
  }
  if (features) data.features = rows(features)
  if (challenges) data.challenges = rows(challenges)
  if (solutions) data.solutions = rows(solutions)
  if (gallery) {
    data.gallery = gallery.map((item) => {
      if (typeof item !== 'string') return { media: item.media, value: null }
      const media = uploads.get(item)
      return media ? { media, value: null } : { media: null, value: item }
    })
  }
  if (coverImage !== undefined) data.coverImage = coverImage
  if (image !== undefined) {
    const media = image ? uploads.get(image) : undefined
    if (media && coverImage === undefined) data.coverImage = media
    else {
      data.image = image
      // A new emoji/text replaces the uploaded cover, which would otherwise hide it.
      if (coverImage === undefined) data.coverImage = null
    }
  }
  return data
}
