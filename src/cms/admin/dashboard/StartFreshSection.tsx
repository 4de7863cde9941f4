'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { SampleSurvey, StoredSample } from '../../seed/sampleSurvey'
import { dashboardCard, dashboardHeading } from './dashboardStyles'
import { countKinds, listKinds } from './recordKinds'

const muted = { margin: 0, color: 'var(--theme-elevation-600)' }

const EditedList = ({ edited }: { edited: StoredSample[] }) =>
  edited.length > 0 && (
    <details style={{ marginTop: 6 }}>
      <summary>Kept, because you edited them: {listKinds(countKinds(edited))}</summary>
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }} data-testid="samples-kept">
        {edited.map((sample) => (
          <li key={`${sample.collection}-${sample.id}`}>{sample.title}</li>
        ))}
      </ul>
    </details>
  )

/** "Start fresh" (issue 31): removes the samples the owner has not edited, once confirmed. */
export const StartFreshSection = ({
  apiRoute,
  survey,
}: {
  apiRoute: string
  survey: SampleSurvey
}) => {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [removed, setRemoved] = useState<SampleSurvey | null>(null)
  const count = survey.removable.length

  const remove = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const res = await fetch(`${apiRoute}/samples/remove`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await res.json().catch(() => null)) as {
        data?: SampleSurvey
        errors?: { message: string }[]
      } | null
      if (!res.ok || !body?.data) {
        setProblem(body?.errors?.[0]?.message ?? `Nothing was removed (error ${res.status}).`)
        return
      }
      setRemoved(body.data)
      setConfirming(false)
      router.refresh()
    } catch {
      setProblem('The server could not be reached: nothing was removed.')
    } finally {
      setBusy(false)
    }
  }

  if (removed)
    return (
      <div data-testid="start-fresh">
        <h3 style={dashboardHeading}>Start fresh</h3>
        <p role="status" style={{ margin: 0 }} data-testid="samples-removed">
          Removed {listKinds(countKinds(removed.removable))} of the samples. Your site now shows
          only what you add.
        </p>
        <EditedList edited={removed.edited} />
      </div>
    )
  if (count === 0) return null
  return (
    <div data-testid="start-fresh" id="start-fresh">
      <h3 style={dashboardHeading}>Start fresh</h3>
      <p style={muted}>
        Your site still shows the template&apos;s samples: {listKinds(countKinds(survey.removable))}{' '}
        you have not edited. Remove them before adding your own, or import your résumé below.
      </p>
      {!confirming ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: '8px 0 0' }}
          onClick={() => setConfirming(true)}
        >
          Remove the samples…
        </button>
      ) : (
        <div
          role="alertdialog"
          aria-labelledby="start-fresh-question"
          style={{ ...dashboardCard, marginTop: 8 }}
        >
          <p id="start-fresh-question" style={{ margin: 0 }}>
            <strong>
              Delete {count} sample {count === 1 ? 'record' : 'records'} for good?
            </strong>{' '}
            {listKinds(countKinds(survey.removable))} will go from the site and the admin; this
            cannot be undone.
          </p>
          <EditedList edited={survey.edited} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 10 }}>
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              style={{ margin: 0 }}
              disabled={busy}
              onClick={remove}
            >
              Delete {count} {count === 1 ? 'sample' : 'samples'}
            </button>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" style={{ margin: '8px 0 0', color: 'var(--theme-error-500, #d33)' }}>
          {problem}
        </p>
      )}
    </div>
  )
}
