import { currentProxyAdvice } from '../../platform/metrics/proxyAdviceSource'
import { forwardedHttpsRequests } from '../../platform/metrics/requestMetrics'
import type { ServerReport } from './deploymentCheck'

/** The report of the server this code runs in (the admin's System page). */
export const ownServerReport = (): ServerReport => ({
  nodeVersion: process.version,
  proxyAdvice: currentProxyAdvice(),
  forwardedHttpsRequests: forwardedHttpsRequests(),
})

const unescapeLabel = (value: string): string =>
  value.replace(/\\(["\\n])/g, (_, char: string) => (char === 'n' ? '\n' : char))

/** The labels and value of a metric's first sample in Prometheus text, or null. */
const firstSample = (
  text: string,
  metric: string,
): { labels: Record<string, string>; value: number } | null => {
  const line = text
    .split('\n')
    .find((each) => each.startsWith(`${metric}{`) || each.startsWith(`${metric} `))
  if (!line) return null
  const labels: Record<string, string> = {}
  const labelText = /^[^{ ]+\{(.*)\} /.exec(line)?.[1] ?? ''
  for (const [, name, value] of labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
    labels[name!] = unescapeLabel(value!)
  return { labels, value: Number(line.slice(line.lastIndexOf(' ') + 1)) }
}

/** What the doctor needs of `GET /metrics`'s text. */
export const serverReportFromMetrics = (text: string): ServerReport => {
  const advice = firstSample(text, 'portfolio_proxy_advice')
  return {
    nodeVersion: firstSample(text, 'portfolio_node_info')?.labels.version ?? null,
    proxyAdvice: advice?.value ? (advice.labels.advice ?? null) : null,
    forwardedHttpsRequests:
      firstSample(text, 'portfolio_forwarded_https_requests_total')?.value ?? 0,
  }
}

/**
 * Asks the server running on this machine through its own `GET /metrics` (answered to loopback
 * without a token): the doctor runs in another process and cannot see the server's state.
 */
export const askRunningServer = async (
  port: number,
): Promise<ServerReport | { unreachable: string }> => {
  const url = `http://127.0.0.1:${port}/metrics`
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    if (!res.ok) return { unreachable: `${url} answered ${res.status}` }
    return serverReportFromMetrics(await res.text())
  } catch (error) {
    const reason = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message
    return { unreachable: `nothing answers on ${url}: ${reason}` }
  }
}
