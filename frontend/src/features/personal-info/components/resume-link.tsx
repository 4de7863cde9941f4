import { DownloadIcon } from '@/components/ui/icons'

/** "Download résumé": the owner's published PDF, saved rather than opened; nothing without one. */
export const ResumeLink = ({
  url,
  className = '',
}: {
  url: string | null | undefined
  className?: string
}) =>
  url ? (
    <a className={`btn btn--ghost btn--small ${className}`} href={url} download>
      <DownloadIcon />
      Download résumé
    </a>
  ) : null
