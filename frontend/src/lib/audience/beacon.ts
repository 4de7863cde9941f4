/*
 * The audience beacon (reading A, ADR 0034): page views, outbound clicks and résumé downloads to
 * `POST /api/events` by `sendBeacon`, which never delays the page. No cookie, no storage.
 */

/** Where events go (`${apiBaseUrl}/events`), given by the caller. */
let url = ''
let firstView = true

const send = (event: Record<string, string>): void => {
  const body = JSON.stringify(event)
  if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' })))
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {})
}

/** A click on a link that leaves the site, or on a goal's (`data-audience="resume"` or `"call"`). */
const onClick = (event: MouseEvent): void => {
  const link = (event.target as Element).closest?.<'a'>('a')
  if (!link?.href) return
  const path = location.pathname
  const goal = link.dataset.audience
  if (goal === 'resume' || goal === 'call') send({ type: goal, path })
  else if (/^https?:$/.test(link.protocol) && link.origin !== location.origin)
    send({ type: 'outbound', path, target: link.href.slice(0, 512) })
}

/**
 * Reports a view of the page at `pathname`, with the campaign tags of its query and nothing
 * else of it, and, on the visit's first view, the referrer when it is another site. Starts
 * listening for clicks on the first call.
 */
export const sendPageview = (eventsUrl: string, pathname: string, search: string): void => {
  if (!url) addEventListener('click', onClick, true)
  url = eventsUrl
  const query = new URLSearchParams(search)
  const tags = new URLSearchParams()
  for (const name of ['utm_source', 'utm_campaign']) {
    const value = query.get(name)
    if (value) tags.set(name, value)
  }
  const event: Record<string, string> = {
    type: 'pageview',
    path: tags.size ? `${pathname}?${tags}` : pathname,
  }
  const referrer = firstView ? document.referrer : ''
  firstView = false
  if (referrer && new URL(referrer).origin !== location.origin) event.referrer = referrer
  send(event)
}
