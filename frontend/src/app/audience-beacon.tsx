import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { apiBaseUrl } from '@/config/env'
import { sendPageview } from '@/lib/audience/beacon'

/**
 * Reports each page seen to the audience figures once it has loaded (reading A, no preview). In
 * the entry: as a chunk of its own (0.5 KB) it cost more than it saved.
 */
export const AudienceBeacon = () => {
  const { pathname, search } = useLocation()
  useEffect(() => {
    let timer = 0
    const report = () => {
      timer = window.setTimeout(() => sendPageview(`${apiBaseUrl}/events`, pathname, search), 300)
    }
    if (document.readyState === 'complete') report()
    else addEventListener('load', report, { once: true })
    return () => {
      clearTimeout(timer)
      removeEventListener('load', report)
    }
    // A new page is a new path; a changed query (a search typed into the address) is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
  return null
}
