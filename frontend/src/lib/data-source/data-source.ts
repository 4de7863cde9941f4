import type {
  EducationDto,
  ExperienceDto,
  InquiryAccepted,
  InquiryDto,
  InquiryInput,
  InterestDto,
  ListResponse,
  PersonalInfoDto,
  PostDto,
  ProjectDto,
  SkillDto,
  SmtpConfigDto,
  UserProfileDto,
} from '@shared/apiTypes'
import type { SiteTexts } from '@shared/siteTexts'

import type { BuiltInContent } from './built-in-content'

/**
 * The one interface both data sources implement (spec section 7): the remote API (reading A) and
 * the browser-local layer (reading B). Pages and queries only ever see this.
 */

/** Projects and skills are addressed by slug remotely and by id locally: callers pass both. */
export type RecordRef = { id: number; slug: string }

type LoginCredentials = { email?: string; username?: string; password: string }
type LoginResult = { token: string; user: UserProfileDto }

export type ProjectInput = Omit<
  ProjectDto,
  'id' | 'slug' | 'deleted' | 'imageMedia' | 'galleryMedia'
> &
  Partial<Pick<ProjectDto, 'slug'>>
export type SkillInput = Omit<SkillDto, 'id' | 'slug' | 'deleted'> & Partial<Pick<SkillDto, 'slug'>>
/**
 * What an admin writes to a post (`POST`/`PUT /api/posts`): its body as plain text (blank lines
 * between paragraphs), its cover as a media id and its projects by id; the server works out the
 * reading time and keeps the rich form.
 */
export type PostInput = {
  title: string
  slug?: string
  excerpt?: string
  body?: string | null
  coverImage?: number | null
  tags?: string[]
  projects?: number[]
  publishedAt?: string | null
}

/** One page of the published posts, as `GET /api/posts` takes it (newest first by default). */
export type PostListQuery = {
  page?: number
  limit?: number
  /** Words in the title, excerpt, body or tags. */
  search?: string
  /** One of the post's tags, exactly. */
  tag?: string
  /** A project's slug: only the posts about that project. */
  project?: string
  sortBy?: 'publishedAt' | 'title'
  sortOrder?: 'asc' | 'desc'
}

export type SmtpConfigInput = Partial<Omit<SmtpConfigDto, 'passwordSet'>> & { password?: string }
type PersonalInfoInput = Partial<Omit<PersonalInfoDto, 'avatar' | 'stats'>> & {
  stats?: Partial<PersonalInfoDto['stats']>
}

/** Experiences, education and interests: numeric ids, soft delete. */
export type RecordCollection<T extends { id: number; deleted: boolean }> = {
  /** Every record including soft-deleted ones (admin). */
  getAll: () => Promise<T[]>
  /** Only records that are not deleted (public pages), their texts in `locale` (default: the site's). */
  getActive: (locale?: string) => Promise<T[]>
  create: (input: Omit<T, 'id' | 'deleted'>) => Promise<T>
  /** Merges `changes` into the record; `undefined` when no record has that id. */
  update: (id: number, changes: Partial<Omit<T, 'id'>>) => Promise<T | undefined>
  delete: (id: number) => Promise<boolean>
  restore: (id: number) => Promise<boolean>
}

export type CatalogueCollection<T extends { id: number; slug: string; deleted: boolean }, Input> = {
  getAll: () => Promise<T[]>
  /** The public records, their texts in `locale` (default: the site's default language). */
  getActive: (locale?: string) => Promise<T[]>
  create: (input: Input) => Promise<T | Input>
  update: (ref: RecordRef, changes: Partial<Input>) => Promise<T | undefined>
  delete: (ref: RecordRef) => Promise<boolean>
  restore: (ref: RecordRef) => Promise<boolean>
}

export type DataSource = {
  readonly kind: 'remote' | 'local'
  /**
   * Spec section 8's fallbacks (profile, project 1) and the starting site texts: the owner's,
   * embedded by the server (reading A), or the samples (reading B, or an owner with none).
   */
  readonly builtIn: BuiltInContent
  auth: {
    login: (credentials: LoginCredentials) => Promise<LoginResult>
    verify: () => Promise<UserProfileDto>
    profile: () => Promise<UserProfileDto>
  }
  /**
   * Public reads take the page's `locale` (reading A's `?locale=`); the browser-local build is
   * one language and ignores it.
   */
  personalInfo: {
    get: (locale?: string) => Promise<PersonalInfoDto>
    update: (changes: PersonalInfoInput) => Promise<PersonalInfoDto>
  }
  siteTexts: {
    get: (locale?: string) => Promise<SiteTexts>
  }
  projects: CatalogueCollection<ProjectDto, ProjectInput> & {
    getById: (id: number) => Promise<ProjectDto | undefined>
    getBySlug: (slug: string) => Promise<ProjectDto | undefined>
  }
  /** Posts (issue 33): `getActive` is every published post, newest first. */
  posts: CatalogueCollection<PostDto, PostInput> & {
    list: (query: PostListQuery, locale?: string) => Promise<ListResponse<PostDto>>
    /** A published post; undefined when there is none by that slug. */
    getBySlug: (slug: string, locale?: string) => Promise<PostDto | undefined>
  }
  skills: CatalogueCollection<SkillDto, SkillInput> & {
    getByCategory: (category: string) => Promise<SkillDto[]>
  }
  experiences: RecordCollection<ExperienceDto>
  education: RecordCollection<EducationDto>
  interests: RecordCollection<InterestDto>
  inquiries: {
    /** The stored inquiry, or (the server's database down) word that it will be stored. */
    create: (input: InquiryInput) => Promise<InquiryDto | InquiryAccepted>
    getAll: () => Promise<InquiryDto[]>
    getUnread: () => Promise<InquiryDto[]>
    markAsRead: (id: number) => Promise<InquiryDto | undefined>
    delete: (id: number) => Promise<boolean>
  }
  smtpConfig: {
    get: () => Promise<SmtpConfigDto>
    update: (changes: SmtpConfigInput) => Promise<SmtpConfigDto>
    toggleActive: () => Promise<SmtpConfigDto>
    test: () => Promise<{ ok: boolean; message: string }>
  }
}
