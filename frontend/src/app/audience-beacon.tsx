import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { apiBaseUrl } from '@/config/env'
import { sendPageview } from '@/lib/audience/beacon'

/**
 * Reports each page the visitor sees (the first and every move within the site) to the
 * audience figures (`lib/audience/beacon.ts`), once the page has loaded: it never competes with
 * the page. Part of the entry (0.5 KB): a chunk of its own cost more in its wrapper and its
 * request than it saved. Rendered only in the server-backed build, outside previews.
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
