import type { Payload } from 'payload'

import { serializePersonalInfo } from '../records/serializePersonalInfo'
import { readPublicPersonalInfo } from '../api/personal-info/readPersonalInfo'
import { countPublicPosts } from '../api/posts/postResource'
import { listPublicProjects } from '../api/projects/projectResource'
import { OWNER_ORDER } from '../api/request/parseListQuery'
import { readPublicSiteTexts } from '../api/site-texts/readSiteTexts'
import { serializeSiteTexts } from '../api/site-texts/serializeSiteTexts'
import { FIRST_LANGUAGE_READ, type ReadLanguage } from '../cms/languages/textsInLanguage'
import type { EmbeddedContent } from '../shared/embeddedContent'

export const EMBEDDED_CONTENT_TAGS = [
  'personal-info',
  'projects',
  'media',
  'documents',
  'site-texts',
  'posts',
] as const

/** Read as an anonymous visitor through the contract's own reads, so it says what the API says. */
export const loadEmbeddedContent = async (
  payload: Payload,
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): Promise<EmbeddedContent> => {
  const [info, projects, texts, postCount] = await Promise.all([
    readPublicPersonalInfo(payload, { language }),
    listPublicProjects(
      payload,
      { page: 1, limit: 1, sortBy: OWNER_ORDER, sortOrder: 'asc' },
      null,
      language,
    ),
    readPublicSiteTexts(payload, language),
    countPublicPosts(payload, language),
  ])
  return {
    readAt: new Date().toISOString(),
    personalInfo: info ? serializePersonalInfo(info) : null,
    firstProject: projects.data[0] ?? null,
    siteTexts: serializeSiteTexts(texts, language),
    postCount,
  }
}

/** `<` is escaped so no text (`</script>`, `<!--`) can end the element early. */
export const embeddedContentTag = (content: EmbeddedContent, elementId: string): string =>
  `<script type="application/json" id="${elementId}">${JSON.stringify(content)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`
