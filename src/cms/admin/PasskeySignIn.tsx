'use client'
import { startAuthentication } from '@simplewebauthn/browser'
import { useConfig } from '@payloadcms/ui'
import { useState } from 'react'

/** "Sign in with a passkey" below the login form; `redirectTo` is made safe by the login view. */
export const PasskeySignIn = ({ redirectTo }: { redirectTo: string }) => {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const signIn = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const begin = await fetch(`${api}/users/passkeys/sign-in-options`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!begin.ok) return setMessage(`Passkeys are unavailable (error ${begin.status}).`)
      const { data } = (await begin.json()) as {
        data: {
          challengeId: string
          options: Parameters<typeof startAuthentication>[0]['optionsJSON']
        }
      }
      const response = await startAuthentication({ optionsJSON: data.options })
      const res = await fetch(`${api}/users/passkeys/sign-in`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ challengeId: data.challengeId, response }),
      })
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          errors?: { message: string }[]
        } | null
        return setMessage(body?.errors?.[0]?.message ?? `Not signed in (error ${res.status}).`)
      }
      window.location.assign(redirectTo)
    } catch (error) {
      setMessage(error instanceof Error ? `Not signed in: ${error.message}` : 'Not signed in.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginTop: 24, display: 'grid', gap: 8 }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-large"
        style={{ margin: 0, width: '100%' }}
        disabled={busy}
        onClick={() => void signIn()}
      >
        Sign in with a passkey
      </button>
      {message && (
        <p role="alert" data-testid="passkey-sign-in-message">
          {message}
        </p>
      )}
    </div>
  )
}
