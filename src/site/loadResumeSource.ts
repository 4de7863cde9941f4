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
import type { ResumeSource } from './buildJsonResume'

const listAllPublic = async <Doc, Dto>(
  payload: Payload,
  resource: ContentResource<Doc, Dto>,
): Promise<Dto[]> => {
  const all: Dto[] = []
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await listContent(
      payload,
      resource,
      { page, limit: MAX_LIMIT, sortBy: OWNER_ORDER, sortOrder: 'asc' },
      { user: null },
    )
    all.push(...data)
    if (!pagination.hasNextPage) return all
  }
}

/** Read as an anonymous visitor through the contract's own reads. */
export const loadResumeSource = async (payload: Payload): Promise<ResumeSource> => {
  const [info, experiences, education, skills, projects, interests] = await Promise.all([
    readPublicPersonalInfo(payload),
    listAllPublic(payload, experienceResource),
    listAllPublic(payload, educationResource),
    listAllPublic(payload, skillResource),
    listAllPublic(payload, projectResource),
    listAllPublic(payload, interestResource),
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
