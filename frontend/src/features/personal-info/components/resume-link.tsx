import { DownloadIcon } from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'

/** "Download résumé": the owner's published PDF, saved rather than opened; nothing without one. */
export const ResumeLink = ({
  url,
  className = '',
}: {
  url: string | null | undefined
  className?: string
}) => {
  const { t } = useSiteWords()
  return url ? (
    <a
      className={`btn btn--ghost btn--small ${className}`}
      href={url}
      download
      data-audience="resume"
    >
      <DownloadIcon />
      {t('common.resume')}
    </a>
  ) : null
}
