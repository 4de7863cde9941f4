import type { PersonalInfoDto, ProjectDto } from './apiTypes'
import type { SiteTexts } from './siteTexts'

/** What every page embeds (ADR 0019), in the contract's shapes; null where the owner has none. */
export type EmbeddedContent = {
  /** The site keeps the newest copy it has seen. */
  readAt: string
  personalInfo: PersonalInfoDto | null
  firstProject: ProjectDto | null
  siteTexts: SiteTexts
  postCount: number
}

export const EMBEDDED_CONTENT_ELEMENT_ID = 'owner-content'
