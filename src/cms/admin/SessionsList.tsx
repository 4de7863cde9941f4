'use client'
import { useCallback, useEffect, useState } from 'react'

import type { SessionView } from '../auth/sessions'
import { AccountSection } from './AccountSection'
import { useOwnAccount } from './useOwnAccount'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The owner's sessions, to end; own account only, or another's page would list the viewer's. */
export const SessionsList = () => {
  const { own, api } = useOwnAccount()
  const [sessions, setSessions] = useState<SessionView[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  const load = useCallback(async () => {
    const res = await fetch(`${api}/users/sessions`, { credentials: 'include' })
    if (!res.ok) return setMessage(`Your sessions could not be read (error ${res.status}).`)
    setSessions(((await res.json()) as { data: SessionView[] }).data)
  }, [api])

  useEffect(() => {
    if (own) void load()
  }, [own, load])

  const end = async (path: string, method: 'DELETE' | 'POST', done: string) => {
    const res = await fetch(`${api}/users/sessions/${path}`, { method, credentials: 'include' })
    const body = (await res.json().catch(() => null)) as { errors?: { message: string }[] } | null
    setMessage(
      res.ok ? done : (body?.errors?.[0]?.message ?? `Nothing ended (error ${res.status}).`),
    )
    await load()
  }

  if (!own) return null
  const others = sessions?.filter((session) => !session.current) ?? []
  return (
    <AccountSection name="sessions" title="Where you are signed in" message={message}>
      {sessions === null && !message && <p>Reading your sessions…</p>}
      {sessions && (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          {sessions.map((session) => (
            <li
              key={session.id}
              data-testid="session"
              data-current={session.current}
              style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center' }}
            >
              <strong>{session.device}</strong>
              <span style={{ color: 'var(--theme-elevation-650)' }}>
                signed in {when(session.signedInAt)} · last active {when(session.lastActiveAt)}
              </span>
              {session.current ? (
                <span>(this browser)</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  style={{ margin: 0 }}
                  onClick={() => end(session.id, 'DELETE', `Signed out ${session.device}.`)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 1 && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: '8px 0 0' }}
          onClick={() => end('end-others', 'POST', 'Signed out everywhere else.')}
        >
          Sign out everywhere else
        </button>
      )}
    </AccountSection>
  )
}
