/**
 * The public REST contract's record and envelope shapes (spec sections 3 and 7).
 * Shared by the server (which produces them) and the React site (which consumes them with
 * `import type`). Field names are the spec's. The content resources' DTOs come from their
 * descriptors' schemas (src/api/<resource>/, generated into contract-types.ts).
 */
import type { ContractSchemas } from './contract-types'

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

export type ProjectDto = ContractSchemas['Project']

export type SkillDto = ContractSchemas['Skill']

export type ExperienceDto = ContractSchemas['Experience']

export type EducationDto = ContractSchemas['Education']

export type InterestDto = ContractSchemas['Interest']

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

/** `GET /smtp-config/test`: whether the test message went out, and what happened. */
export type SmtpTestResultDto = { ok: boolean; message: string }
