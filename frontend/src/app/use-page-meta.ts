import type { PageLanguage } from '@shared/seo/pageLanguage'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { siteUrl } from '@/config/env'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { usePageLanguage } from '@/lib/page-language'
import { previewMode } from '@/lib/preview-mode'
import type { PageMetaRequest } from './page-meta-writer'

/** The address the document was loaded at: until the visitor moves, its head may be the server's. */
const firstPathname = globalThis.location?.pathname ?? ''
let moved = false

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

/**
 * Whether the server wrote the head for this address: its canonical link is absolute and names
 * it (the offline shell, another page's HTML, and the serverless build have none such).
 */
const serverWroteHeadFor = (pathname: string): boolean => {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
  if (!/^https?:\/\//.test(href)) return false
  return withoutTrailingSlash(new URL(href).pathname) === withoutTrailingSlash(pathname)
}

/**
 * Keeps the head tags in step with the page, with the server's builders (a chunk loaded only
 * when the head must change). `null`, or personal info loading, leaves the tags as they are.
 */
export const usePageMeta = (request: PageMetaRequest | null): void => {
  const { pathname } = useLocation()
  const { info, isPending } = usePersonalInfo()
  const { language, site } = usePageLanguage()
  const { words: ownerWords } = useSiteTexts()
  const origin = siteUrl()
  // As the server writes it: language tags only on a site of several languages.
  const languageKey =
    site.languages.length > 1
      ? JSON.stringify({
          code: language,
          defaultCode: site.default,
          enabled: site.languages.map((option) => option.code),
        })
      : ''
  const requestKey = request && !isPending ? JSON.stringify(request) : ''
  useEffect(() => {
    if (!requestKey) return
    if (pathname !== firstPathname) moved = true
    if (!moved && previewMode.status === 'off' && serverWroteHeadFor(pathname)) return
    let current = true
    void import('./page-meta-writer').then(({ writePageMeta }) => {
      if (current)
        writePageMeta(document, JSON.parse(requestKey) as PageMetaRequest, {
          info,
          origin,
          pathname,
          wordsIn: { code: language, defaultCode: site.default, ownerWords },
          ...(languageKey ? { language: JSON.parse(languageKey) as PageLanguage } : {}),
        })
    })
    return () => {
      current = false
    }
  }, [requestKey, info, origin, pathname, languageKey, language, site.default, ownerWords])
}
