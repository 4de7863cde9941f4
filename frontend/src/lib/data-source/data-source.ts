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
} from '@shared/apiTypes'
import type { SiteTexts } from '@shared/siteTexts'

import type { BuiltInContent } from './built-in-content'

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

/** What opens a protected project: its password, or the `access` token of a share link. */
export type ProjectKey = { password: string } | { link: string }

/** A public list: the records not deleted, their texts in `locale` (default: the site's). */
export type PublicList<T> = { getActive: (locale?: string) => Promise<T[]> }

/**
 * What the site calls, in both readings (spec section 7): the remote contract (A) and the
 * browser-local layer (B, which adds the admin's operations). Reads take the page's `locale`;
 * the browser-local build is one language and ignores it.
 */
export type DataSource = {
  readonly kind: 'remote' | 'local'
  /**
   * Spec section 8's fallbacks (profile, project 1) and the starting site texts: the owner's,
   * embedded by the server (reading A), or the samples (reading B, or an owner with none).
   */
  readonly builtIn: BuiltInContent
  personalInfo: { get: (locale?: string) => Promise<PersonalInfoDto> }
  siteTexts: { get: (locale?: string) => Promise<SiteTexts> }
  projects: PublicList<ProjectDto> & {
    /** One project as this visitor may see it: whole once they opened it (issue 49), else its teaser. */
    getOpened: (slug: string, locale?: string) => Promise<ProjectDto>
    /** Opens a protected project with its password or a share link's token; answers it whole. */
    open: (slug: string, key: ProjectKey, locale?: string) => Promise<ProjectDto>
  }
  /** Posts (issue 33): `getActive` is every published post, newest first. */
  posts: PublicList<PostDto> & {
    list: (query: PostListQuery, locale?: string) => Promise<ListResponse<PostDto>>
    /** A published post; undefined when there is none by that slug. */
    getBySlug: (slug: string, locale?: string) => Promise<PostDto | undefined>
  }
  skills: PublicList<SkillDto>
  experiences: PublicList<ExperienceDto>
  education: PublicList<EducationDto>
  interests: PublicList<InterestDto>
  inquiries: {
    /** The stored inquiry, or (the server's database down) word that it will be stored. */
    create: (input: InquiryInput) => Promise<InquiryDto | InquiryAccepted>
  }
}
