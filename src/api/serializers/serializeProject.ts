import type { ProjectDto } from '../../shared/apiTypes'
import type { Project } from '../../shared/payload-types'
import { serializeMedia } from './serializeMedia'

/** A date field → `YYYY-MM-DD` (the projects' dates are day-only). */
export const toDay = (value: string | null | undefined): string | null =>
  value ? value.slice(0, 10) : null

const texts = (rows: { text: string }[] | null | undefined): string[] =>
  (rows ?? []).map((row) => row.text)

/**
 * Everything a `ProjectDto` is built from. The rich `longDescription` is left out: its plain
 * text mirror `longDescriptionText` is what the contract serves.
 */
export const PROJECT_SELECT = {
  id: true,
  slug: true,
  title: true,
  description: true,
  longDescriptionText: true,
  image: true,
  coverImage: true,
  category: true,
  technologies: true,
  liveUrl: true,
  githubUrl: true,
  featured: true,
  startDate: true,
  endDate: true,
  status: true,
  teamSize: true,
  myRole: true,
  tags: true,
  features: true,
  challenges: true,
  solutions: true,
  gallery: true,
  deleted: true,
  createdAt: true,
  updatedAt: true,
} as const

/** A project with its uploads filled in (`withUploads`) → the contract's `ProjectDto`. */
export const serializeProject = (doc: Project): ProjectDto => {
  const imageMedia = serializeMedia(doc.coverImage)
  const galleryMedia = (doc.gallery ?? []).map((item) => serializeMedia(item.media))
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    description: doc.description,
    longDescription: doc.longDescriptionText ?? '',
    image: imageMedia?.url ?? doc.image ?? '',
    imageMedia,
    category: doc.category,
    technologies: doc.technologies ?? [],
    liveUrl: doc.liveUrl ?? null,
    githubUrl: doc.githubUrl ?? null,
    featured: Boolean(doc.featured),
    startDate: toDay(doc.startDate),
    endDate: toDay(doc.endDate),
    status: doc.status ?? null,
    teamSize: doc.teamSize ?? null,
    myRole: doc.myRole ?? null,
    tags: doc.tags ?? [],
    features: texts(doc.features),
    challenges: texts(doc.challenges),
    solutions: texts(doc.solutions),
    gallery: (doc.gallery ?? []).map((item, index) => galleryMedia[index]?.url ?? item.value ?? ''),
    galleryMedia,
    deleted: Boolean(doc.deleted),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
