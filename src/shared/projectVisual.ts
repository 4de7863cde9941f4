import type { MediaDto, ProjectDto } from './apiTypes'
import { isImageUrl, srcSetOf, usableMedia } from './imageSource'

export type ProjectVisual = { value: string; media: MediaDto | null }

/** The uploaded cover, else the spec's choice: the first gallery item, else the image or emoji. */
export const cardVisual = (project: ProjectDto): ProjectVisual => {
  if (project.imageMedia) return { value: project.image, media: project.imageMedia }
  if (project.gallery.length > 0) {
    return { value: project.gallery[0], media: project.galleryMedia?.[0] ?? null }
  }
  return { value: project.image, media: project.imageMedia ?? null }
}

export const galleryVisuals = (project: ProjectDto): ProjectVisual[] =>
  project.gallery.map((value, index) => ({ value, media: project.galleryMedia?.[index] ?? null }))

export const CARD_PICTURE_SIZES = '(min-width: 1024px) 360px, (min-width: 700px) 50vw, 100vw'

/** A preload is used only if it names exactly these. */
export const cardPicture = (
  project: ProjectDto,
): { src: string; srcSet?: string; sizes?: string } | null => {
  const { value, media } = cardVisual(project)
  if (!isImageUrl(value)) return null
  const usable = usableMedia(value, media)
  const srcSet = usable ? srcSetOf(usable) : undefined
  return srcSet ? { src: value, srcSet, sizes: CARD_PICTURE_SIZES } : { src: value }
}
