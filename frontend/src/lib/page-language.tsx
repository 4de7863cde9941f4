import { pathInLanguage } from '@shared/languages/languagePath'
import type { PagePaths } from '@shared/sitePages'
import { createContext, use, useMemo } from 'react'

import { pathsIn } from '@/config/paths'

/** One of the site's enabled languages, as `GET /api/languages` lists it. */
export type LanguageOption = {
  code: string
  name: string
  nativeName: string
  dir: 'ltr' | 'rtl'
}

/** The site's enabled languages (its default first) and the one its unprefixed URLs show. */
export type SiteLanguages = { default: string; languages: LanguageOption[] }

const ENGLISH: LanguageOption = { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' }

/** English only: the browser-local build, and the site while its languages cannot be read. */
export const ENGLISH_ONLY: SiteLanguages = { default: 'en', languages: [ENGLISH] }

/** The language a page is shown in, and what the links and reads on it need to know. */
export type PageLanguage = {
  /** The page's language code ('es'). */
  language: string
  dir: 'ltr' | 'rtl'
  /** The page's address without its language prefix (`/projects/2` for `/es/projects/2`). */
  pagePath: string
  /** The `?locale=` for the contract's reads: none in the default language. */
  locale: string | undefined
  site: SiteLanguages
}

/**
 * The language of a path: an enabled language other than the default as its first segment
 * (`/es/projects/2`), else the default's. Another prefix stays in the path, which no page matches.
 */
export const pageLanguageOf = (pathname: string, site: SiteLanguages): PageLanguage => {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const prefixed = site.languages.find(
    (option) => option.code === match?.[1] && option.code !== site.default,
  )
  const own = prefixed ?? site.languages.find((option) => option.code === site.default) ?? ENGLISH
  return {
    language: own.code,
    dir: own.dir,
    pagePath: prefixed ? match?.[2] || '/' : pathname,
    locale: prefixed ? own.code : undefined,
    site,
  }
}

/** A page's address (`/projects/2`) in one of the site's languages (`/es/projects/2`). */
export const addressIn = (pagePath: string, language: string, site: SiteLanguages): string =>
  pathInLanguage(pagePath, language, site.default)

const PageLanguageContext = createContext<PageLanguage>(pageLanguageOf('/', ENGLISH_ONLY))

/** Provides the page's language to everything under it (app/language-frame.tsx). */
export const PageLanguageProvider = PageLanguageContext

/** The language the page is shown in; the default language outside a provider. */
export const usePageLanguage = (): PageLanguage => use(PageLanguageContext)

/** The site's page addresses in the page's language, for links that keep the visitor in it. */
export const usePaths = (): PagePaths => {
  const { language, site } = usePageLanguage()
  return useMemo(() => pathsIn(language, site.default), [language, site.default])
}
