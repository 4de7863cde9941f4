import './install-banner.css'

import { CloseButton } from '@/components/ui/close-button'
import { DownloadIcon } from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'

type InstallBannerProps = {
  ios: boolean
  onInstall: () => void
  onDismiss: () => void
}

/** The top "Install App" bar: Install (on iOS, View Instructions) and a dismiss button. */
export const InstallBanner = ({ ios, onInstall, onDismiss }: InstallBannerProps) => {
  const { t } = useSiteWords()
  return (
    <aside
      className="install-banner"
      aria-labelledby="install-banner-title"
      data-testid="install-banner"
    >
      <img
        className="install-banner__icon"
        src="/icons/icon-192.png"
        alt=""
        width={40}
        height={40}
      />
      <div className="install-banner__text">
        <p id="install-banner-title" className="install-banner__title">
          {t('pwa.installTitle')}
        </p>
        <p className="install-banner__hint">
          {ios ? t('pwa.installHintIos') : t('pwa.installHint')}
        </p>
      </div>
      <button type="button" className="btn btn--primary btn--small" onClick={onInstall}>
        {ios ? null : <DownloadIcon />}
        {ios ? t('pwa.viewInstructions') : t('pwa.install')}
      </button>
      <CloseButton label={t('pwa.dismiss')} onClick={onDismiss} />
    </aside>
  )
}
