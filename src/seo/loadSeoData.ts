/**
 * The CMS reads behind the head tags and the sitemap, in one module so they can move onto the
 * public contract's read functions (and their cache) without touching the rest of src/seo.
 * Everything is read as an anonymous visitor (`overrideAccess: false`): soft-deleted projects
 * are invisible here exactly as on /api.
 */
import type { Payload } from 'payload'

import type { MediaDto, PersonalInfoDto } from '../shared/apiTypes'
import type { Media, PersonalInfo, Project } from '../shared/payload-types'
import { defaultPersonalInfo } from '../shared/sampleData/defaultPersonalInfo'
import type { SeoProject } from '../shared/seo/structuredData'

export type SeoData = {
  info: PersonalInfoDto
  /** Every public (non-deleted) project, by id. */
  projects: SeoProject[]
  /** Last edits, for the sitemap's `lastmod`; null when unknown. */
  infoUpdatedAt: string | null
  skillsUpdatedAt: string | null
}

const MEDIA_FIELDS = { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true } as const

const PROJECT_FIELDS = {
  id: true,
  slug: true,
  title: true,
  description: true,
  image: true,
  coverImage: true,
  category: true,
  technologies: true,
  tags: true,
  githubUrl: true,
  startDate: true,
  updatedAt: true,
} as const

/** A populated upload → the parts of `MediaDto` sharing needs (the social rendition above all). */
const toMedia = (value: number | Media | null | undefined): MediaDto | null => {
  if (!value || typeof value !== 'object' || !value.url) return null
  const social = value.sizes?.social
  return {
    id: value.id,
    url: value.url,
    alt: value.alt ?? '',
    width: value.width ?? null,
    height: value.height ?? null,
    mimeType: value.mimeType ?? null,
    sizes:
      social?.url && social.width && social.height
        ? { social: { url: social.url, width: social.width, height: social.height } }
        : {},
  }
}

const toProject = (doc: Project): SeoProject => {
  const imageMedia = toMedia(doc.coverImage)
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    image: imageMedia?.url ?? doc.image ?? '',
    imageMedia,
    category: doc.category,
    technologies: doc.technologies ?? [],
    tags: doc.tags ?? [],
    githubUrl: doc.githubUrl ?? null,
    startDate: doc.startDate ? doc.startDate.slice(0, 10) : null,
    updatedAt: doc.updatedAt,
  }
}

/** The global as the site shows it: the built-in defaults until it was first saved. */
const toInfo = (doc: PersonalInfo | null | undefined): PersonalInfoDto => {
  if (!doc || (!doc.updatedAt && !doc.name)) return defaultPersonalInfo
  return {
    ...defaultPersonalInfo,
    name: doc.name ?? '',
    title: doc.title ?? '',
    location: doc.location ?? '',
    bio: doc.bio ?? '',
    about: doc.about ?? '',
    githubUrl: doc.githubUrl ?? '',
    linkedinUrl: doc.linkedinUrl ?? '',
    email: doc.email ?? '',
    phone: doc.phone ?? '',
    avatar: toMedia(doc.avatar),
  }
}

/** Personal info, every public project and the latest skill edit, in three parallel queries. */
export const loadSeoData = async (payload: Payload): Promise<SeoData> => {
  const [info, projects, latestSkill] = await Promise.all([
    payload.findGlobal({
      slug: 'personal-info',
      depth: 1,
      populate: { media: MEDIA_FIELDS },
      overrideAccess: false,
    }) as Promise<PersonalInfo>,
    payload.find({
      collection: 'projects',
      where: { deleted: { not_equals: true } },
      sort: 'id',
      pagination: false,
      select: PROJECT_FIELDS,
      depth: 1,
      populate: { media: MEDIA_FIELDS },
      overrideAccess: false,
    }),
    payload.find({
      collection: 'skills',
      where: { deleted: { not_equals: true } },
      sort: '-updatedAt',
      limit: 1,
      select: { updatedAt: true },
      depth: 0,
      overrideAccess: false,
    }),
  ])
  return {
    info: toInfo(info),
    projects: projects.docs.map((doc) => toProject(doc as Project)),
    infoUpdatedAt: info?.updatedAt ?? null,
    skillsUpdatedAt: latestSkill.docs[0]?.updatedAt ?? null,
  }
}
