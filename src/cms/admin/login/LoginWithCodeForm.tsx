'use client'
import { Link, useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { type FormEvent, type InputHTMLAttributes, useState } from 'react'

type LoginAnswer = {
  user?: unknown
  errors?: { message?: string; data?: { code?: string } }[]
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  setValue: (value: string) => void
}

/** A required field drawn with Payload's own classes, so the screen looks as the built-in one did. */
const Field = ({ name, label, setValue, ...input }: FieldProps) => (
  <div className="field-type text" style={{ marginBottom: 'var(--base)' }}>
    <label className="field-label" htmlFor={`field-${name}`}>
      {label}
      <span className="required">*</span>
    </label>
    <div className="field-type__wrap">
      <input
        id={`field-${name}`}
        name={name}
        onChange={(event) => setValue(event.target.value)}
        required
        {...input}
      />
    </div>
  </div>
)

/** Payload's REST login, with `otp` once the server says `second_factor_required`. */
export const LoginWithCodeForm = ({ redirectTo }: { redirectTo: string }) => {
  const {
    config: {
      admin: {
        routes: { forgot },
        user: userSlug,
      },
      routes: { admin: adminRoute, api },
    },
  } = useConfig()
  const { t } = useTranslation()
  const { setUser } = useAuth()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [askCode, setAskCode] = useState(false)
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(`${api}/${userSlug}/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, ...(askCode ? { otp: code } : {}) }),
      })
      const answer = (await res.json().catch(() => ({}))) as LoginAnswer
      if (res.ok && answer.user) {
        setUser(answer as Parameters<typeof setUser>[0])
        router.push(redirectTo)
        return
      }
      const refused = answer.errors?.[0]
      if (refused?.data?.code === 'second_factor_required') {
        setAskCode(true)
        return
      }
      if (refused?.data?.code === 'second_factor_invalid') setCode('')
      setError(refused?.message ?? `Signing in did not work (error ${res.status}).`)
    } catch {
      setError('The server could not be reached. Try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login__form" onSubmit={(event) => void submit(event)} noValidate={false}>
      <div className="login__form__inputWrap">
        {askCode ? (
          <>
            <p style={{ margin: '0 0 var(--base)' }}>
              {recovery
                ? 'Enter one of your recovery codes. Each works once.'
                : 'Enter the 6-digit code from your authenticator app.'}
            </p>
            <Field
              name="otp"
              label={recovery ? 'Recovery code' : 'Authentication code'}
              value={code}
              setValue={setCode}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              autoFocus
            />
          </>
        ) : (
          <>
            <Field
              name="email"
              label={t('general:email')}
              type="email"
              value={email}
              setValue={setEmail}
              autoComplete="email"
            />
            <Field
              name="password"
              label={t('general:password')}
              type="password"
              value={password}
              setValue={setPassword}
              autoComplete="current-password"
            />
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="field-error" style={{ margin: '0 0 var(--base)' }}>
          {error}
        </p>
      )}
      {askCode ? (
        <button
          type="button"
          style={{
            padding: 0,
            textDecoration: 'underline',
            background: 'none',
            border: 0,
            cursor: 'pointer',
            font: 'inherit',
            color: 'inherit',
            justifySelf: 'start',
          }}
          onClick={() => {
            setRecovery(!recovery)
            setCode('')
            setError(null)
          }}
        >
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
      ) : (
        <Link href={`${adminRoute}${forgot}`} prefetch={false}>
          {t('authentication:forgotPasswordQuestion')}
        </Link>
      )}
      {/* Payload's FormSubmit: a wrapper that puts the button on its own line, as before. */}
      <div className="form-submit">
        <button
          type="submit"
          className="btn btn--icon-style-without-border btn--size-large btn--withoutPopup btn--style-primary"
          disabled={busy}
        >
          <span className="btn__content">
            <span className="btn__label">{t('authentication:login')}</span>
          </span>
        </button>
      </div>
    </form>
  )
}
