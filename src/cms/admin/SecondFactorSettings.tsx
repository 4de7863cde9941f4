'use client'
import { useAuth } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { QrCodePath } from '../auth/qrCodePath'
import { AccountSection } from './AccountSection'
import { useOwnAccount } from './useOwnAccount'

type Status = { on: boolean; onSince: string | null; recoveryCodesLeft: number }
type Setup = { secret: string; uri: string; qr: QrCodePath }
type Failure = { errors?: { message?: string }[] }

const MARGIN = 4

/** The QR code drawn from its path (no image, no inline HTML). */
const QrCode = ({ qr }: { qr: QrCodePath }) => (
  <svg
    role="img"
    aria-label="QR code for your authenticator app"
    data-testid="second-factor-qr"
    width={qr.size * 5 + MARGIN * 10}
    viewBox={`${-MARGIN} ${-MARGIN} ${qr.size + MARGIN * 2} ${qr.size + MARGIN * 2}`}
    style={{ background: '#fff', display: 'block' }}
    shapeRendering="crispEdges"
  >
    <path d={qr.d} fill="#000" />
  </svg>
)

/** Printed alone: the rest of the admin is hidden on paper while the codes are shown. */
const PRINT_CODES_ONLY = `@media print {
  body * { visibility: hidden; }
  .recovery-codes, .recovery-codes * { visibility: visible; }
  .recovery-codes { position: absolute; inset: 0 auto auto 0; }
  .recovery-codes button { display: none; }
  .recovery-codes__owner { display: block !important; }
}`

/** The recovery codes, shown once, to copy, download or print. */
const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const { user } = useAuth()
  const [copied, setCopied] = useState<boolean | null>(null)
  const owner = `Recovery codes for ${String(user?.email ?? 'your account')} on ${window.location.origin}`
  const text = [
    owner,
    'Each signs in once instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = 'recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }
  const action = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      onClick={onClick}
    >
      {label}
    </button>
  )
  return (
    <div data-testid="recovery-codes" className="recovery-codes" style={{ margin: '8px 0' }}>
      <style>{PRINT_CODES_ONLY}</style>
      <p className="recovery-codes__owner" style={{ display: 'none', margin: '0 0 8px' }}>
        <strong>{owner}</strong>
      </p>
      <p style={{ margin: 0 }}>
        Your recovery codes, shown only now: keep them somewhere safe. Each signs in once instead of
        a code, if you lose your phone.
      </p>
      <ul style={{ fontFamily: 'monospace', columns: 2, maxWidth: 320 }}>
        {codes.map((recoveryCode) => (
          <li key={recoveryCode} data-testid="recovery-code">
            {recoveryCode}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {action(copied ? 'Copied' : 'Copy', () => void copy())}
        {action('Download', download)}
        {action('Print', () => window.print())}
      </div>
      {copied === false && (
        <p role="alert" style={{ margin: '8px 0 0' }}>
          This browser did not let the page copy them: download or print them instead.
        </p>
      )}
    </div>
  )
}

/** Turns the time-based code on or off (either ends every other session); own account only. */
export const SecondFactorSettings = () => {
  const { own, api } = useOwnAccount()
  const [status, setStatus] = useState<Status | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<string | null>(null)

  const call = useCallback(
    async <T,>(path: string, body?: unknown): Promise<T | null> => {
      const res = await fetch(`${api}/users/second-factor${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const json = (await res.json().catch(() => null)) as ({ data: T } & Failure) | null
      if (res.ok && json) return json.data
      setMessage(json?.errors?.[0]?.message ?? `That did not work (error ${res.status}).`)
      return null
    },
    [api],
  )

  const load = useCallback(async () => setStatus(await call<Status>('')), [call])
  useEffect(() => {
    if (own) void load()
  }, [own, load])

  const start = async () => {
    setMessage(null)
    setRecoveryCodes(null)
    setSetup(await call<Setup>('/setup', {}))
  }

  const enable = async () => {
    setMessage(null)
    const done = await call<{ recoveryCodes: string[] }>('/enable', { code })
    if (!done) return
    setSetup(null)
    setCode('')
    setRecoveryCodes(done.recoveryCodes)
    setMessage('The second factor is on. Every other session was signed out.')
    await load()
  }

  const disable = async () => {
    setMessage(null)
    if (!(await call('/disable', { code }))) return
    setCode('')
    setRecoveryCodes(null)
    setMessage('The second factor is off. Every other session was signed out.')
    await load()
  }

  if (!own) return null
  // No <form> here: the account page is itself one, and a nested form's submit would reach it.
  const codeInput = (label: string, onEnter: () => void) => (
    <label style={{ display: 'grid', gap: 4, maxWidth: 260 }}>
      {label}
      <input
        className="field-type text"
        style={{ padding: 8 }}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          onEnter()
        }}
        autoComplete="one-time-code"
        required
      />
    </label>
  )
  const button = (text: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: '8px 0 0' }}
      onClick={onClick}
    >
      {text}
    </button>
  )
  return (
    <AccountSection name="second-factor" title="Second factor" message={message}>
      {status === null && !message && <p>Reading your second factor…</p>}
      {status && !status.on && !setup && (
        <>
          <p style={{ margin: 0 }}>
            Off: your password alone signs in. With a code from an authenticator app as well, a
            stolen password is not enough.
          </p>
          {button('Turn on the second factor', () => void start())}
        </>
      )}
      {setup && (
        <div style={{ display: 'grid', gap: 8 }}>
          <p style={{ margin: 0 }}>
            Scan this QR code with your authenticator app, or type the secret into it, then enter
            the code it shows.
          </p>
          <QrCode qr={setup.qr} />
          <p style={{ margin: 0 }}>
            Secret: <code data-testid="second-factor-secret">{setup.secret}</code>
          </p>
          {codeInput('Code from the app', () => void enable())}
          <div>{button('Confirm and turn on', () => void enable())}</div>
        </div>
      )}
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}
      {status?.on && (
        <div style={{ display: 'grid', gap: 8 }}>
          <p style={{ margin: 0 }}>
            On{status.onSince ? ` since ${new Date(status.onSince).toLocaleDateString()}` : ''}:
            signing in asks for a code from your authenticator app. {status.recoveryCodesLeft}{' '}
            recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left.
          </p>
          {codeInput('Code (or a recovery code) to turn it off', () => void disable())}
          <div>{button('Turn off the second factor', () => void disable())}</div>
        </div>
      )}
    </AccountSection>
  )
}
