'use client'
import { startRegistration, WebAuthnError } from '@simplewebauthn/browser'
import { useCallback, useEffect, useState } from 'react'

import type { PasskeyView } from '../auth/passkeys/passkeyViews'
import { AccountSection } from './AccountSection'
import { useOwnAccount } from './useOwnAccount'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

type Failure = { errors?: { message: string }[] } | null

/** The server's own words for a refusal, or a plain one with its status. */
const messageOf = async (res: Response, fallback: string) =>
  ((await res.json().catch(() => null)) as Failure)?.errors?.[0]?.message ??
  `${fallback} (error ${res.status}).`

/** The owner's passkeys, to add and remove; shown on their own account only. */
export const PasskeysList = () => {
  const { own, api } = useOwnAccount()
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const base = `${api}/users/passkeys`

  const load = useCallback(async () => {
    const res = await fetch(base, { credentials: 'include' })
    if (!res.ok) return setMessage(await messageOf(res, 'Your passkeys could not be read'))
    setPasskeys(((await res.json()) as { data: PasskeyView[] }).data)
  }, [base])

  useEffect(() => {
    if (own) void load()
  }, [own, load])

  const add = async () => {
    if (busy || !name.trim()) return
    setBusy(true)
    setMessage(null)
    try {
      const begin = await fetch(`${base}/registration-options`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!begin.ok) return setMessage(await messageOf(begin, 'No passkey could be started'))
      const { data } = (await begin.json()) as {
        data: {
          challengeId: string
          options: Parameters<typeof startRegistration>[0]['optionsJSON']
        }
      }
      const response = await startRegistration({ optionsJSON: data.options })
      const saved = await fetch(base, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ challengeId: data.challengeId, name, response }),
      })
      if (!saved.ok) return setMessage(await messageOf(saved, 'The passkey was not saved'))
      setMessage(`Passkey "${name.trim()}" added: you can now sign in with it.`)
      setName('')
      await load()
    } catch (error) {
      // The browser's own refusal (cancelled, no authenticator, already registered here).
      setMessage(
        error instanceof WebAuthnError || error instanceof Error
          ? `No passkey was added: ${error.message}`
          : 'No passkey was added.',
      )
    } finally {
      setBusy(false)
    }
  }

  const remove = async (passkey: PasskeyView) => {
    const res = await fetch(`${base}/${passkey.id}`, { method: 'DELETE', credentials: 'include' })
    setMessage(
      res.ok
        ? `Removed the passkey "${passkey.name}".`
        : await messageOf(res, 'The passkey was not removed'),
    )
    await load()
  }

  if (!own) return null
  return (
    <AccountSection name="passkeys" title="Passkeys" message={message}>
      <p style={{ margin: '0 0 8px', color: 'var(--theme-elevation-650)' }}>
        A passkey signs you in without a password, unlocked by this device&apos;s fingerprint, face
        or PIN, and cannot be used on any other site.
      </p>
      {passkeys === null && !message && <p>Reading your passkeys…</p>}
      {passkeys && passkeys.length === 0 && <p>No passkey yet.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              data-testid="passkey"
              style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center' }}
            >
              <strong>{passkey.name}</strong>
              <span style={{ color: 'var(--theme-elevation-650)' }}>
                added {when(passkey.createdAt)} ·{' '}
                {passkey.lastUsedAt ? `last used ${when(passkey.lastUsedAt)}` : 'not used yet'}
              </span>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                style={{ margin: 0 }}
                onClick={() => void remove(passkey)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Not a <form>: this sits inside the account page's own form, which a nested form's
          submit (or Enter in its box) would save instead. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end', marginTop: 12 }}>
        <label style={{ display: 'grid', gap: 4 }}>
          Name of the new passkey
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            required
            placeholder="e.g. Work laptop"
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              void add()
            }}
            style={{ padding: '6px 8px' }}
          />
        </label>
        <button
          type="button"
          onClick={() => void add()}
          disabled={busy || !name.trim()}
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
        >
          Add a passkey
        </button>
      </div>
    </AccountSection>
  )
}
