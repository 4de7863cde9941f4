/**
 * The CMS reads behind the head tags and the sitemap. Projects and personal info come through
 * the public contract's own read functions and serializers (src/api), so the HTML says exactly
 * what GET /api/projects and GET /api/personal-info say, soft-deleted projects included out.
 */
import type { Payload } from 'payload'

import { MAX_LIMIT } from '../api/request/parseListQuery'
import { listPublicPostSummaries } from '../api/posts/postResource'
import { listPublicProjects } from '../api/projects/projectResource'
import { readPublicPersonalInfo } from '../api/personal-info/readPersonalInfo'
import { isPublicContent } from '../cms/access/publishedOrAdmin'
import { FIRST_LANGUAGE_READ, type ReadLanguage } from '../cms/languages/textsInLanguage'
import { serializePersonalInfo } from '../records/serializePersonalInfo'
import { readPublicSiteTexts } from '../api/site-texts/readSiteTexts'
import { ownerWordsIn } from '../api/site-texts/serializeSiteTexts'
import type { PersonalInfoDto, ProjectDto } from '../shared/apiTypes'
import type { SeoPost } from '../shared/seo/structuredData'

export type SeoData = {
  info: PersonalInfoDto
  /** Every public (non-deleted) project, by id. */
  projects: ProjectDto[]
  /** Every public post (without its body), newest first. */
  posts: SeoPost[]
  /** Last edits, for the sitemap's `lastmod`; null when unknown. */
  infoUpdatedAt: string | null
  skillsUpdatedAt: string | null
  /** The words the owner wrote in Site words for the language read (its head words among them). */
  ownerWords: Readonly<Record<string, string>>
}

/** Every public project in `language`, a page of the contract's largest size at a time. */
const listAllPublicProjects = async (
  payload: Payload,
  language: ReadLanguage,
): Promise<ProjectDto[]> => {
  const projects: ProjectDto[] = []
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await listPublicProjects(
      payload,
      { page, limit: MAX_LIMIT, sortBy: 'id', sortOrder: 'asc' },
      null,
      language,
    )
    projects.push(...data)
    if (!pagination.hasNextPage) return projects
  }
}

/**
 * Personal info, every public project and post, the latest skill edit and the owner's words (Site texts),
 * read as an anonymous visitor,
 * their texts in `language` (each falling back to the default language's, as the API answers).
 */
export const loadSeoData = async (
  payload: Payload,
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): Promise<SeoData> => {
  const [info, projects, posts, latestSkill, siteTexts] = await Promise.all([
    readPublicPersonalInfo(payload, { language }),
    listAllPublicProjects(payload, language),
    listPublicPostSummaries(payload, language),
    payload.find({
      collection: 'skills',
      where: isPublicContent,
      sort: '-updatedAt',
      limit: 1,
      select: { updatedAt: true },
      depth: 0,
      overrideAccess: false,
    }),
    readPublicSiteTexts(payload, language),
  ])
  return {
    info: serializePersonalInfo(info),
    projects,
    posts,
    infoUpdatedAt: info?.updatedAt ?? null,
    skillsUpdatedAt: latestSkill.docs[0]?.updatedAt ?? null,
    ownerWords: ownerWordsIn(siteTexts, language.locale),
  }
}
