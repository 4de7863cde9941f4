import { describe, expect, it } from 'vitest'

import { sample } from '../../platform/metrics/requestMetrics'
import { serverReportFromMetrics } from './serverReport'

describe("the doctor's reading of GET /metrics", () => {
  it('finds the Node version, the proxy advice (escaped as a label) and the https requests', () => {
    const advice =
      'Requests from 10.0.0.2 carry X-Forwarded-For, which is ignored ("x"): set TRUST_PROXY=10.0.0.2'
    const text = [
      '# TYPE portfolio_forwarded_https_requests_total counter',
      sample('portfolio_forwarded_https_requests_total', {}, 7),
      sample('portfolio_proxy_advice', { advice }, 1),
      sample('portfolio_node_info', { version: 'v24.21.0' }, 1),
    ].join('\n')
    expect(serverReportFromMetrics(text)).toEqual({
      nodeVersion: 'v24.21.0',
      proxyAdvice: advice,
      forwardedHttpsRequests: 7,
    })
  })

  it('reads no advice from a zero gauge', () => {
    const text = sample('portfolio_proxy_advice', { advice: '' }, 0)
    expect(serverReportFromMetrics(text)).toEqual({
      nodeVersion: null,
      proxyAdvice: null,
      forwardedHttpsRequests: 0,
    })
  })
})
