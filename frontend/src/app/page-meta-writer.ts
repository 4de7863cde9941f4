import type { PersonalInfoDto, PostDto, ProjectDto } from '@shared/apiTypes'
import type { PageLanguage } from '@shared/seo/pageLanguage'
import { toHeadMeta } from '@shared/seo/headMeta'
import { headWordsWith } from '@shared/seo/headWords'
import {
  postPageTexts,
  projectPageTexts,
  STATIC_PAGE_TEXTS,
  type StaticPageTextsName,
} from '@shared/seo/pageTexts'

import { applyPageMeta } from '@/lib/document-meta'

// A chunk of its own: a first visit's head is the server's (the same builders, src/site).

/** Which page's head tags to show: a page of the site, a project's or a post's. */
export type PageMetaRequest =
  | { page: StaticPageTextsName }
  | { page: 'project'; project: ProjectDto }
  | { page: 'post'; post: PostDto }

/** The head last written, serialised: the same page again writes nothing. */
let written = ''

/** Writes the head tags of `request`'s page, unless they are already the ones shown. */
export const writePageMeta = (
  doc: Document,
  request: PageMetaRequest,
  {
    info,
    origin,
    pathname,
    language,
    wordsIn,
  }: {
    info: PersonalInfoDto
    origin: string
    pathname: string
    language?: PageLanguage
    /**
     * The page's language and the site's default, which the head's own words are in, and the
     * words the owner wrote for the page's language (Site words), which come first.
     */
    wordsIn: { code: string; defaultCode: string; ownerWords?: Readonly<Record<string, string>> }
  },
): void => {
  const words = headWordsWith(wordsIn.ownerWords, wordsIn.code, wordsIn.defaultCode)
  const context = { info, origin, words, ...(language ? { language } : {}) }
  const texts =
    request.page === 'project'
      ? projectPageTexts(request.project, context)
      : request.page === 'post'
        ? postPageTexts(request.post, context)
        : STATIC_PAGE_TEXTS[request.page](context)
  const head = toHeadMeta(texts, { info, origin, pathname, language })
  const key = JSON.stringify(head)
  if (key === written) return
  written = key
  applyPageMeta(doc, head)
}
