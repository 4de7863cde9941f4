// Through the contract's own reads and serializers, so the HTML says exactly what the API says.
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
  projects: ProjectDto[]
  /** Without their bodies, newest first. */
  posts: SeoPost[]
  infoUpdatedAt: string | null
  skillsUpdatedAt: string | null
  ownerWords: Readonly<Record<string, string>>
}

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

/** Read as an anonymous visitor. */
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
