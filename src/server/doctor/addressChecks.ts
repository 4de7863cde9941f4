import { type DeploymentCheck, failed, passed, reasonOf } from './deploymentCheck'

/** A request of the doctor's: never longer than this. */
const TIMEOUT_MS = 5_000

const LOCAL_HOST = /^(localhost|127(\.\d+){3}|\[::1\])$/

const isLocalSite = (url: URL): boolean => LOCAL_HOST.test(url.hostname)

const answerOf = async (
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  url: string,
): Promise<Response> => {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
  await res.body?.cancel()
  return res
}

/** The address visitors use answers, and over https unless the site is on this machine only. */
export const siteUrlCheck: DeploymentCheck = {
  name: 'Site address (SITE_URL)',
  run: async ({ siteUrl, fetch }) => {
    const url = new URL(siteUrl)
    let res: Response
    try {
      res = await answerOf(fetch, `${siteUrl}/api/health`)
    } catch (error) {
      return failed(
        `${siteUrl} does not answer (${reasonOf(error)})`,
        `Check that the server runs (npm start) and that ${url.hostname} points at this machine: SITE_URL is the address visitors use.`,
      )
    }
    const location = res.headers.get('location') ?? ''
    if (res.status >= 300 && res.status < 400 && location.startsWith('https://'))
      return failed(
        `${siteUrl} redirects to ${location}`,
        `Set SITE_URL=https://${url.host} and restart: links, cookies and HSTS follow it.`,
      )
    if (url.protocol === 'https:') return passed(`${siteUrl} answers over https`)
    if (isLocalSite(url)) return passed(`${siteUrl} answers (http: this machine only)`)
    return failed(
      `${siteUrl} answers over plain http`,
      'Put the https proxy in front (docker compose with DOMAIN, or Caddy: docs/deploy/README.md) and set SITE_URL=https://your-domain.',
    )
  },
}

/** Over https: a valid certificate, HSTS, and plain http sent on to https. */
export const httpsCheck: DeploymentCheck = {
  name: 'HTTPS and HSTS',
  run: async ({ siteUrl, fetch }) => {
    const url = new URL(siteUrl)
    if (url.protocol !== 'https:') return passed('not used (SITE_URL is http)')
    let res: Response
    try {
      res = await answerOf(fetch, `${siteUrl}/api/health`)
    } catch (error) {
      return failed(
        `https://${url.host} fails (${reasonOf(error)})`,
        'Check the proxy and its certificate: Caddy gets one by itself once the domain points at this machine and ports 80 and 443 are open.',
      )
    }
    const maxAge = Number(
      /max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1],
    )
    if (!(maxAge > 0))
      return failed(
        'no Strict-Transport-Security header',
        'The server sends it when SITE_URL is https: check that the proxy passes response headers on (or adds Strict-Transport-Security: max-age=31536000).',
      )
    const plain = `http://${url.hostname}/`
    try {
      const answer = await answerOf(fetch, plain)
      const location = answer.headers.get('location') ?? ''
      if (!(answer.status >= 300 && answer.status < 400 && location.startsWith('https://')))
        return failed(
          `${plain} answers ${answer.status} instead of redirecting to https`,
          'Make the proxy redirect http to https (the bundled Caddyfile does).',
        )
    } catch {
      // Port 80 closed: nothing is served without encryption either.
    }
    return passed(`certificate valid, HSTS max-age ${maxAge} s`)
  },
}

/** Forwarded headers are used, and an https proxy is matched by an https SITE_URL. */
export const proxyCheck: DeploymentCheck = {
  name: 'Proxy settings',
  run: async ({ server, siteUrl }) => {
    if ('unreachable' in server)
      return failed(
        `the running server could not be asked (${server.unreachable})`,
        'Start the server (npm start), then run npm run doctor again beside it: it asks the server how requests arrive.',
      )
    if (server.proxyAdvice) return failed('forwarded headers are not used', server.proxyAdvice)
    const viaHttps = server.forwardedHttpsRequests
    const url = new URL(siteUrl)
    if (url.protocol === 'http:' && viaHttps > 0)
      return failed(
        `${viaHttps} requests came through an https proxy (X-Forwarded-Proto: https) while SITE_URL is ${siteUrl}`,
        `Set SITE_URL to the https address visitors use (${isLocalSite(url) ? 'https://your-domain' : `https://${url.host}`}) and restart: links, Secure cookies and HSTS follow it.`,
      )
    return passed(
      viaHttps > 0
        ? `${viaHttps} requests came through an https proxy, their forwarded addresses used`
        : 'no forwarded header ignored',
    )
  },
}
