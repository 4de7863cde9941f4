'use client'
import { Button, useConfig, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

type Result = { ok: boolean; message: string }

/** Sends a real test message with the saved settings and shows the outcome. */
export const SendTestEmailButton = () => {
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const modified = useFormModified()
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<Result | null>(null)

  const send = async () => {
    setSending(true)
    setResult(null)
    try {
      const res = await fetch(`${serverURL}${api}/globals/smtp-config/test`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await res.json().catch(() => null)) as Result | null
      setResult(body ?? { ok: false, message: `The server answered ${res.status}.` })
    } catch {
      setResult({ ok: false, message: 'The CMS could not be reached.' })
    } finally {
      setSending(false)
    }
  }

  return (
    <div style={{ marginBottom: 24 }}>
      <Button
        buttonStyle="secondary"
        size="medium"
        disabled={sending || modified}
        onClick={() => void send()}
      >
        {sending ? 'Sending…' : 'Send test email'}
      </Button>
      <p style={{ margin: '4px 0', color: 'var(--theme-elevation-600)' }}>
        {modified
          ? 'Save your changes first: the test uses the saved settings.'
          : 'Sends a real message to the admin email with the saved settings.'}
      </p>
      {result && (
        <p
          role="status"
          data-testid="smtp-test-result"
          style={{
            fontWeight: 600,
            color: result.ok ? 'var(--theme-success-600, #2a7)' : 'var(--theme-error-500, #d33)',
          }}
        >
          {result.message}
        </p>
      )}
    </div>
  )
}
