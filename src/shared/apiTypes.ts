/**
 * The public REST contract's record and envelope shapes (spec sections 3 and 7).
 * Shared by the server (which produces them) and the React site (which consumes them with
 * `import type`). Field names are the spec's.
 */

/** One rendition of an uploaded image. */
export type ImageVariant = { url: string; width: number; height: number }

/** An uploaded image with its responsive WebP renditions (thumbnail, card, cardLarge, social). */
export type MediaDto = {
  id: number
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string | null
  sizes: Partial<Record<'thumbnail' | 'card' | 'cardLarge' | 'social', ImageVariant>>
}

export type ProjectDto = {
  id: number
  slug: string
  title: string
  description: string
  /** Plain text of the rich long description ('' when none). */
  longDescription: string
  /** Emoji/text as stored, or the URL of the uploaded cover image. */
  image: string
  /** The uploaded cover image with its renditions, when there is one. */
  imageMedia: MediaDto | null
  category: string
  technologies: string[]
  liveUrl: string | null
  githubUrl: string | null
  featured: boolean
  startDate: string | null
  endDate: string | null
  status: string | null
  teamSize: number | null
  myRole: string | null
  tags: string[]
  features: string[]
  challenges: string[]
  solutions: string[]
  /** Each item: the URL of an uploaded image, or the emoji/text/URL as stored. */
  gallery: string[]
  /** Parallel to `gallery`: the uploaded image behind each item, or null for text values. */
  galleryMedia: (MediaDto | null)[]
  deleted: boolean
  createdAt?: string
  updatedAt?: string
}

export const SKILL_CATEGORY_NAMES = ['Frontend', 'Backend', 'Server', 'Cloud', 'General'] as const
export type SkillCategory = (typeof SKILL_CATEGORY_NAMES)[number]

export type SkillDto = {
  id: number
  slug: string
  name: string
  description: string
  category: SkillCategory
  level: number
  color: string
  deleted: boolean
}

export type ExperienceDto = {
  id: number
  year: string
  title: string
  company: string
  location: string
  description: string
  skills: string[]
  deleted: boolean
}

export type EducationDto = {
  id: number
  year: string
  title: string
  institution: string
  location: string
  description: string
  achievements: string[]
  deleted: boolean
}

export type InterestDto = {
  id: number
  icon: string
  title: string
  description: string
  color: string
  deleted: boolean
}

export type PersonalInfoDto = {
  name: string
  title: string
  location: string
  bio: string
  about: string
  githubUrl: string
  linkedinUrl: string
  email: string
  phone: string
  avatar: MediaDto | null
  stats: {
    yearsExperience: number
    projectCount: number
    companiesWorked: number
    passionLevel: number
  }
}

export type InquiryDto = {
  id: number
  name: string
  email: string
  subject: string
  message: string
  timestamp: string
  read: boolean
}

/** What a visitor sends from the contact form. */
export type InquiryInput = { name: string; email: string; subject?: string; message: string }

export type SmtpConfigDto = {
  host: string
  port: number
  user: string
  from: string
  adminEmail: string
  isActive: boolean
  /** The password itself is never returned. */
  passwordSet: boolean
}

export type UserProfileDto = {
  _id: number
  username: string
  email: string
  role: 'admin'
  lastLoginAt: string | null
  createdAt: string
}

export type Pagination = {
  page: number
  limit: number
  total: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

export type ListResponse<T> = { data: T[]; pagination: Pagination }
export type ItemResponse<T> = { data: T }

export type ApiErrorBody = {
  error: {
    status: number
    code: string
    message: string
    /** Per-field messages for 400 responses, keyed by field name. */
    fields?: Record<string, string>
  }
}

export type LoginResponse = ItemResponse<{ token: string; user: UserProfileDto }>

/** `GET /auth/verify` and `GET /users/profile`. */
export type ProfileResponse = ItemResponse<UserProfileDto>

/** `GET /smtp-config/test`: whether the test message went out, and what happened. */
export type SmtpTestResultDto = { ok: boolean; message: string }
