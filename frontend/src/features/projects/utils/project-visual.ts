import type { MediaDto, ProjectDto } from '@shared/apiTypes'

export type ProjectVisual = { value: string; media: MediaDto | null }

/**
 * A card's picture: the uploaded cover when the owner gave one (it is also the page's social
 * image), else the spec's choice — the first gallery item when there is one, else the image
 * address or emoji.
 */
export const cardVisual = (project: ProjectDto): ProjectVisual => {
  if (project.imageMedia) return { value: project.image, media: project.imageMedia }
  if (project.gallery.length > 0) {
    return { value: project.gallery[0], media: project.galleryMedia?.[0] ?? null }
  }
  return { value: project.image, media: project.imageMedia ?? null }
}

/** The gallery items, each with the uploaded image behind it when there is one. */
export const galleryVisuals = (project: ProjectDto): ProjectVisual[] =>
  project.gallery.map((value, index) => ({ value, media: project.galleryMedia?.[index] ?? null }))
