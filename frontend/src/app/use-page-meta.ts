import { toHeadMeta, type HeadMeta } from '@shared/seo/headMeta'
import type { PageTexts } from '@shared/seo/pageTexts'
import type { SeoContext } from '@shared/seo/structuredData'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { siteUrl } from '@/config/env'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { applyPageMeta } from '@/lib/document-meta'

/**
 * Keeps the head tags in step with the current page. The texts come from the builders in
 * src/shared/seo/pageTexts.ts, the same ones the server used for index.html. `null` (or personal
 * info still loading) leaves the tags as they are, so the server's values are not briefly
 * replaced by placeholders.
 */
export const usePageMeta = (texts: ((context: SeoContext) => PageTexts) | null): void => {
  const { pathname } = useLocation()
  const { info, isPending } = usePersonalInfo()
  const origin = siteUrl()
  const head =
    texts && !isPending ? toHeadMeta(texts({ info, origin }), { info, origin, pathname }) : null
  const key = head ? JSON.stringify(head) : ''
  useEffect(() => {
    // `key` is the whole of `head`, serialised: re-apply only when a value changed.
    if (key) applyPageMeta(document, JSON.parse(key) as HeadMeta)
  }, [key])
}
