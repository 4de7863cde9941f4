import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { siteUrl } from '../config/env'
import { usePersonalInfo } from '../features/personal-info/api/get-personal-info'
import { applyPageMeta, type PageMeta } from '../lib/document-meta'

type PageMetaInput = Omit<PageMeta, 'url' | 'siteName' | 'title'> & {
  /** The page's own part of the title; the owner's name is appended. Omit on the home page. */
  title?: string
}

/** Sets the head tags for the current page; the canonical URL is the site URL plus the path. */
export const usePageMeta = ({ title, description, keywords, image, type, noIndex }: PageMetaInput): void => {
  const { pathname } = useLocation()
  const { info } = usePersonalInfo()
  const fullTitle = title ? `${title} | ${info.name}` : `${info.name} — ${info.title}`
  const keywordList = (keywords ?? []).join('|')
  useEffect(() => {
    const origin = siteUrl()
    applyPageMeta(document, {
      title: fullTitle,
      description,
      keywords: keywordList ? keywordList.split('|') : [],
      url: `${origin}${pathname}`,
      image: image && image.startsWith('/') ? `${origin}${image}` : image,
      type,
      noIndex,
      siteName: `${info.name} — Portfolio`,
    })
  }, [fullTitle, description, keywordList, pathname, image, type, noIndex, info.name])
}
