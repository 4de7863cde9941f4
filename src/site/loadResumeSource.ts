import type { Payload } from 'payload'

import type { ContentResource } from '../api/content/contentResource'
import { listContent } from '../api/content/readContent'
import { educationResource } from '../api/education/educationResource'
import { experienceResource } from '../api/experiences/experienceResource'
import { interestResource } from '../api/interests/interestResource'
import { readPublicPersonalInfo } from '../api/personal-info/readPersonalInfo'
import { serializePersonalInfo } from '../records/serializePersonalInfo'
import { MAX_LIMIT, OWNER_ORDER } from '../api/request/parseListQuery'
import { projectResource } from '../api/projects/projectResource'
import { skillResource } from '../api/skills/skillResource'
import type { ReadLanguage } from '../cms/languages/textsInLanguage'
import type { ResumeSource } from './buildJsonResume'

const listAllPublic = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
  language?: ReadLanguage,
): Promise<Dto[]> => {
  const all: Dto[] = []
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await listContent(
      payload,
      resource,
      { page, limit: MAX_LIMIT, sortBy: OWNER_ORDER, sortOrder: 'asc' },
      { user: null, language },
    )
    all.push(...data)
    if (!pagination.hasNextPage) return all
  }
}

/** Read as an anonymous visitor through the contract's own reads, in `language` if given. */
export const loadResumeSource = async (
  payload: Payload,
  language?: ReadLanguage,
): Promise<ResumeSource> => {
  const [info, experiences, education, skills, projects, interests] = await Promise.all([
    readPublicPersonalInfo(payload, { language }),
    listAllPublic(payload, experienceResource, language),
    listAllPublic(payload, educationResource, language),
    listAllPublic(payload, skillResource, language),
    listAllPublic(payload, projectResource, language),
    listAllPublic(payload, interestResource, language),
  ])
  return {
    info: serializePersonalInfo(info),
    experiences,
    education,
    skills,
    // A protected project (issue 49) is only a teaser: nothing of it belongs in a résumé.
    projects: projects.filter((project) => !project.locked),
    interests,
    updatedAt: info?.updatedAt ?? null,
  }
}
