import { useEffect, useRef } from 'react'

import { useSiteWords } from '@/i18n/site-words-provider'

import { registerServiceWorker } from '../register-service-worker'
import { useOfflineNotice } from '../use-offline-notice'
import { OfflineNotice } from './offline-notice'

/**
 * What of the PWA layer waits for the first page (`PwaLayerLoader`): registers the service
 * worker and shows the offline notice.
 */
export const PwaServices = () => {
  const offline = useOfflineNotice()
  const { t } = useSiteWords()
  // The update question is asked long after registering: in the language the page has by then.
  const words = useRef(t)
  useEffect(() => {
    words.current = t
  }, [t])
  useEffect(() => {
    void registerServiceWorker(() => words.current('pwa.updateQuestion'))
  }, [])
  return <OfflineNotice offline={offline} />
}
