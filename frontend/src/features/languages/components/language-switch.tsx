import type { ChangeEvent, ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { loadCatalogue, toSiteLanguage } from '@/i18n/site-languages'
import { useSiteWords } from '@/i18n/site-words-provider'
import { addressIn, pageLanguageOf, usePageLanguage } from '@/lib/page-language'

/**
 * A native select of the site's languages (by their own names), drawn as a dock button: the same
 * page in the one picked, once its words are here. Nothing on a site of one language.
 */
export const LanguageSwitch = ({
  className,
  children,
}: {
  className: string
  children: ReactNode
}) => {
  const { language, site } = usePageLanguage()
  const { t } = useSiteWords()
  const navigate = useNavigate()
  const { search, hash } = useLocation()
  if (site.languages.length < 2) return null
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value
    // The address as it is now: a page the visitor just opened may still be rendering (its
    // chunk loading), and the rendered `pagePath` would then be the previous page's.
    const now = pageLanguageOf(window.location.pathname, site).pagePath
    const go = () => void navigate(`${addressIn(now, next, site)}${search}${hash}`)
    const words = toSiteLanguage(next)
    if (words === 'en') go()
    else loadCatalogue(words).then(go, go)
  }
  return (
    <span className={`${className} language-switch`} data-dock="Language">
      <span className="language-switch__code" aria-hidden="true">
        {language}
      </span>
      <select
        className="language-switch__select"
        value={language}
        aria-label={t('dock.language')}
        onChange={change}
      >
        {site.languages.map(({ code, nativeName, dir }) => (
          <option key={code} value={code} lang={code} dir={dir}>
            {nativeName}
          </option>
        ))}
      </select>
      {children}
    </span>
  )
}
