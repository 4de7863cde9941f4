import type { PersonalInfoDto, ProjectDto } from './apiTypes'
import type { SiteTexts } from './siteTexts'

/** What every page embeds (ADR 0019), in the contract's shapes; null where the owner has none. */
export type EmbeddedContent = {
  /** When the server read it (ISO): the site keeps the newest copy it has seen. */
  readAt: string
  personalInfo: PersonalInfoDto | null
  firstProject: ProjectDto | null
  siteTexts: SiteTexts
  /** Published, non-deleted posts (the same in every language: a post is one in all of them). */
  postCount: number
}

/** The id of the `<script type="application/json">` element that carries it. */
export const EMBEDDED_CONTENT_ELEMENT_ID = 'owner-content'
