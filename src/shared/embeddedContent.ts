import type { PersonalInfoDto, ProjectDto } from './apiTypes'
import type { SiteTexts } from './siteTexts'

/**
 * What the server embeds in every page it sends (docs/decisions/0019), in the contract's own
 * shapes: the owner's published profile and first project (the site's "built-in defaults" and
 * "project 1 of the built-in set" of spec section 8), the published site texts, and how many
 * posts are published (the dock shows Writing only when there are some). Null where the owner
 * has none: the site then falls back to its samples.
 */
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
