import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'

import { CloseButton } from '@/components/ui/close-button'
import type { Catalogue } from '@/i18n/en'
import { languageSuggestionWords } from '@/i18n/en/language-suggestion'
import { loadCatalogue, toSiteLanguage } from '@/i18n/site-languages'
import { createSiteWords } from '@/i18n/site-words'
import { getBrowserStorage } from '@/lib/browser-storage'
import { addressIn, type LanguageOption, usePageLanguage } from '@/lib/page-language'
import { dismissSuggestion } from '../suggest-language'
import './language-suggestion.css'

/**
 * One line offering the page in `language`, written in that language (its words fetched first;
 * English for a language the site has no words for): a link to the same page in it, and a
 * button that dismisses the offer for good. It never switches by itself.
 */
export const LanguageSuggestion = ({
  language,
  onDismiss,
}: {
  language: LanguageOption
  onDismiss: () => void
}) => {
  const { pagePath, site } = usePageLanguage()
  const words = toSiteLanguage(language.code)
  const [catalogue, setCatalogue] = useState<Partial<Catalogue> | undefined | null>(
    words === 'en' ? undefined : null,
  )
  useEffect(() => {
    if (words === 'en') return
    let active = true
    loadCatalogue(words).then(
      (loaded) => active && setCatalogue(loaded),
      () => active && setCatalogue(undefined),
    )
    return () => {
      active = false
    }
  }, [words])
  if (catalogue === null) return null
  const { t } = createSiteWords(words, catalogue, languageSuggestionWords)
  const dismiss = () => {
    dismissSuggestion(getBrowserStorage())
    onDismiss()
  }
  return (
    <aside
      className="language-suggestion"
      lang={words}
      dir={words === language.code ? language.dir : 'ltr'}
      aria-label={language.nativeName}
    >
      <p className="language-suggestion__text">
        {t('languageSuggestion.text', { language: language.nativeName })}{' '}
        <Link className="language-suggestion__switch" to={addressIn(pagePath, language.code, site)}>
          {t('languageSuggestion.switch')}
        </Link>
      </p>
      <CloseButton label={t('languageSuggestion.dismiss')} onClick={dismiss} small />
    </aside>
  )
}
