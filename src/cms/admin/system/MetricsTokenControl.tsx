'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * Makes (or replaces) the token a Prometheus scraper sends to `GET /metrics`, shown once; or
 * removes it, leaving the metrics to this machine only.
 */
export const MetricsTokenControl = ({ createdAt }: { createdAt: string | null }) => {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [state, setState] = useState<{ createdAt: string | null; token?: string; error?: string }>({
    createdAt,
  })
  const call = async (method: 'POST' | 'DELETE') => {
    const res = await fetch(`${api}/system/metrics-token`, { method, credentials: 'include' })
    if (!res.ok) return setState({ ...state, error: `The server answered ${res.status}.` })
    const { data } = (await res.json()) as { data: { token?: string } }
    setState(
      method === 'POST'
        ? { createdAt: new Date().toISOString(), token: data.token }
        : { createdAt: null },
    )
  }
  return (
    <div data-testid="metrics-token">
      <p style={{ margin: '0 0 8px' }}>
        {state.createdAt
          ? `A token made ${new Date(state.createdAt).toLocaleString()} lets a scraper read /metrics from elsewhere.`
          : 'No token: /metrics answers this machine only (a local Prometheus, npm run doctor).'}
      </p>
      {state.token && (
        <p style={{ margin: '0 0 8px' }}>
          Copy it now, it is not shown again:{' '}
          <code data-testid="metrics-token-value" style={{ userSelect: 'all' }}>
            {state.token}
          </code>
          <br />
          Prometheus:{' '}
          <code>
            authorization: {'{'} credentials: &lt;the token&gt; {'}'}
          </code>
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button buttonStyle="secondary" size="medium" onClick={() => void call('POST')}>
          {state.createdAt ? 'Replace the token' : 'Make a token'}
        </Button>
        {state.createdAt && (
          <Button buttonStyle="secondary" size="medium" onClick={() => void call('DELETE')}>
            Remove the token
          </Button>
        )}
      </div>
      {state.error && <p role="alert">{state.error}</p>}
    </div>
  )
}
