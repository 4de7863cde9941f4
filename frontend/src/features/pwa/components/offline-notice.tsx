import { useSiteWords } from '@/i18n/site-words-provider'

/**
 * The small "offline" line. The status element is always there (empty while online) so screen
 * readers announce the text when it appears.
 */
export const OfflineNotice = ({ offline }: { offline: boolean }) => {
  const { t } = useSiteWords()
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {offline ? t('pwa.offline') : null}
    </div>
  )
}
