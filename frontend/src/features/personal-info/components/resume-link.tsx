import { DownloadIcon } from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'
import { addressIn, usePageLanguage } from '@/lib/page-language'

/** `/resume.pdf` in the API's address, whatever its origin and version. */
const RESUME_PATH = /\/resume\.pdf(?=\?|$)/

/**
 * "Download résumé", saved rather than opened; nothing without one. On a page in another
 * language it is that language's (`/es/resume.pdf`): the one made from the content is in it.
 */
export const ResumeLink = ({
  url,
  className = '',
}: {
  url: string | null | undefined
  className?: string
}) => {
  const { t } = useSiteWords()
  const { language, site } = usePageLanguage()
  return url ? (
    <a
      className={`btn btn--ghost btn--small ${className}`}
      href={url.replace(RESUME_PATH, addressIn('/resume.pdf', language, site))}
      download
      data-audience="resume"
    >
      <DownloadIcon />
      {t('common.resume')}
    </a>
  ) : null
}
