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

/** What it is made of: a write to any of these drops it (see `serveSite`). */
export const EMBEDDED_CONTENT_TAGS = [
  'personal-info',
  'projects',
  'media',
  'documents',
  'site-texts',
  'posts',
] as const

/**
 * The owner's content every page carries, read as an anonymous visitor through the contract's
 * own reads and serialisers, so it says exactly what the API says: the published profile (null
 * until there is one), the first public project in the owner's order (published, not deleted;
 * null when there is none), the published site texts (defaults until published), all in
 * the page's `language` (falling back to the default language's texts, as the API does), and
 * the number of published posts.
 */
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

/**
 * The data block itself. JSON in a `<script type="application/json">` is never run (the CSP's
 * `script-src` does not apply to it); `<` is escaped so no text (a title with `</script>`, a
 * `<!--`) can end the element early, and U+2028/9 are escaped for older parsers.
 */
export const embeddedContentTag = (content: EmbeddedContent, elementId: string): string =>
  `<script type="application/json" id="${elementId}">${JSON.stringify(content)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`
