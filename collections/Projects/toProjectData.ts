import type { Media, Project } from '../../src/shared/payload-types'
import { plainTextToLexical } from '../../src/cms/fields/lexicalText'

/**
 * A project's fields as the contract (validated) and the seed give them: lists of strings,
 * the long description as plain text, gallery items as text or `{ media }`.
 */
export type ProjectFields = {
  longDescription?: string | null
  features?: string[]
  challenges?: string[]
  solutions?: string[]
  gallery?: (string | { media: number })[]
  results?: { label: string; value: string; context?: string | null }[]
  image?: string | null
  coverImage?: number | null
  [field: string]: unknown
}

/** Uploads of the current project by URL, so a client echoing URLs back keeps the uploads. */
const uploadIdsByUrl = (project: Project): Map<string, number> => {
  const byUrl = new Map<string, number>()
  const add = (media: number | Media | null | undefined) => {
    if (media && typeof media === 'object' && media.url) byUrl.set(media.url, media.id)
  }
  add(project.coverImage)
  project.gallery?.forEach((item) => add(item.media))
  return byUrl
}

type Row = { id?: string | null }

/**
 * Items → Payload's rows, each keeping the id of the current row at its place: a row holds its
 * texts in every language, so a list written in one language keeps the others' texts of the
 * same items (and a shorter list drops the rest).
 */
const rows = <T extends object>(items: T[], current: readonly Row[] | null | undefined) =>
  items.map((item, index) => {
    const id = current?.[index]?.id
    return id ? { id, ...item } : item
  })

const textRows = (texts: string[], current: readonly Row[] | null | undefined) =>
  rows(
    texts.map((text) => ({ text })),
    current,
  )

/**
 * Validated contract fields → Payload project data, only those given (an update merges). An
 * upload's URL echoed back keeps that upload; any other `image` replaces the cover.
 */
export const toProjectData = (input: ProjectFields, current?: Project): Record<string, unknown> => {
  const uploads = current ? uploadIdsByUrl(current) : new Map<string, number>()
  const {
    longDescription,
    features,
    challenges,
    solutions,
    results,
    gallery,
    image,
    coverImage,
    password,
    ...plain
  } = input
  const data: Record<string, unknown> = { ...plain }
  // Hashed by the collection's `storeProjectPassword`; never stored as given.
  if (typeof password === 'string') data.newPassword = password

  if (longDescription !== undefined) {
    data.longDescription = longDescription ? plainTextToLexical(longDescription) : null
  }
  if (features) data.features = textRows(features, current?.features)
  if (challenges) data.challenges = textRows(challenges, current?.challenges)
  if (solutions) data.solutions = textRows(solutions, current?.solutions)
  if (results) data.results = rows(results, current?.results)
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
