/** Where a visit came from, grouped by site; a campaign's `utm_source` wins over the referrer. */
const SITES: readonly [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)(search\.)?yahoo\.[a-z.]+$/, 'Yahoo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)yandex\.[a-z.]+$/, 'Yandex'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/^news\.ycombinator\.com$/, 'Hacker News'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'X (Twitter)'],
  [/(^|\.)reddit\.com$/, 'Reddit'],
  [/(^|\.)(facebook\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)dev\.to$/, 'DEV'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)stackoverflow\.com$/, 'Stack Overflow'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
]

const MAX_SOURCE = 64
const MAX_CAMPAIGN = 128

/** A referrer's host grouped by site; undefined for no referrer, a bad URL or this site. */
export const sourceOfReferrer = (
  referrer: string | undefined,
  ownHost: string,
): string | undefined => {
  if (!referrer) return undefined
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    host = url.hostname.toLowerCase()
  } catch {
    return undefined
  }
  if (host === ownHost.toLowerCase()) return undefined
  const site = SITES.find(([pattern]) => pattern.test(host))
  return (site ? site[1] : host.replace(/^www\./, '')).slice(0, MAX_SOURCE)
}

/** A page's address split into its path and the campaign tags of its query, if any. */
export const campaignOf = (
  pathWithQuery: string,
): { path: string; source?: string; campaign?: string } => {
  const at = pathWithQuery.indexOf('?')
  const path = at < 0 ? pathWithQuery : pathWithQuery.slice(0, at)
  if (at < 0) return { path }
  const query = new URLSearchParams(pathWithQuery.slice(at + 1).split('#')[0])
  const source = query.get('utm_source')?.trim().slice(0, MAX_SOURCE)
  const campaign = query.get('utm_campaign')?.trim().slice(0, MAX_CAMPAIGN)
  return { path, ...(source ? { source } : {}), ...(campaign ? { campaign } : {}) }
}
