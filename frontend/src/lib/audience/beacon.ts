import { apiBaseUrl } from '@/config/env'

/*
 * The site's audience beacon (reading A only; ADR 0034), a chunk of its own loaded after the
 * page has shown: it reports page views, outbound clicks and résumé downloads to
 * `POST /api/events` with `navigator.sendBeacon`, which never delays the page or its unload.
 * It sets no cookie and keeps nothing in storage; the server decides who is a visitor.
 */

type AudienceEvent = {
  type: 'pageview' | 'outbound' | 'resume'
  path: string
  referrer?: string
  target?: string
}

const send = (event: AudienceEvent): void => {
  const body = JSON.stringify(event)
  const url = `${apiBaseUrl}/events`
  const queued = navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))
  if (!queued)
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {})
}

/** The page's path, with the campaign tags of its query and nothing else of it. */
const pathWithCampaign = (pathname: string, search: string): string => {
  const query = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of ['utm_source', 'utm_campaign']) {
    const value = query.get(name)
    if (value) kept.set(name, value)
  }
  const tags = kept.toString()
  return tags ? `${pathname}?${tags}` : pathname
}

/** Where the visitor came from, on the first page view of the visit, if another site. */
const outsideReferrer = (): string | undefined => {
  try {
    const from = new URL(document.referrer)
    return from.origin === location.origin ? undefined : document.referrer
  } catch {
    return undefined
  }
}

let firstView = true
let listening = false

/** A click on a link that leaves the site, or on the résumé (`data-audience="resume"`). */
const onClick = (event: MouseEvent): void => {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return
  const path = location.pathname
  if (link.dataset.audience === 'resume') return send({ type: 'resume', path })
  const url = new URL(link.href, location.href)
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== location.origin)
    send({ type: 'outbound', path, target: url.href.slice(0, 512) })
}

/** Reports a view of the page at `pathname` (and starts listening for clicks, once). */
export const sendPageview = (pathname: string, search: string): void => {
  if (!listening) {
    document.addEventListener('click', onClick, { capture: true })
    listening = true
  }
  const referrer = firstView ? outsideReferrer() : undefined
  firstView = false
  send({
    type: 'pageview',
    path: pathWithCampaign(pathname, search),
    ...(referrer ? { referrer } : {}),
  })
}
