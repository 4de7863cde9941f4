'use client'
import { useRouter } from 'next/navigation'
import { type ChangeEvent, useState } from 'react'

import { dashboardCard, dashboardHeading } from './dashboardStyles'
import { type KindCounts, listKinds } from './recordKinds'

type Report = {
  created: KindCounts
  updated: KindCounts
  skipped: { path: string; reason: string }[]
}

/** Whether a report creates and updates nothing: the file is already in. */
const changesNothing = (report: Report) =>
  [...Object.values(report.created), ...Object.values(report.updated)].every((count) => count === 0)

/** Importing a JSON Resume (ADR 0035): what it would do first, then the import. */
export const ImportSection = ({
  apiRoute,
  adminRoute,
}: {
  apiRoute: string
  adminRoute: string
}) => {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [preview, setPreview] = useState<Report | null>(null)
  const [done, setDone] = useState<Report | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const router = useRouter()

  const send = async (text: string, query: string): Promise<Report | null> => {
    setBusy(true)
    setProblems([])
    try {
      const res = await fetch(`${apiRoute}/import/json-resume?${query}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      })
      const body = (await res.json().catch(() => null)) as {
        data?: Report
        errors?: { message: string }[]
      } | null
      if (res.ok && body?.data) return body.data
      setProblems(
        body?.errors?.map((error) => error.message) ?? [`The import failed (${res.status}).`],
      )
      return null
    } catch {
      setProblems(['The server could not be reached: nothing was imported.'])
      return null
    } finally {
      setBusy(false)
    }
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    setPreview(null)
    setDone(null)
    if (!chosen) return setFile(null)
    const text = await chosen.text()
    setFile({ name: chosen.name, text })
    setPreview(await send(text, 'dryRun=true'))
  }

  const apply = async (publish: boolean) => {
    if (!file) return
    const report = await send(file.text, publish ? 'publish=true' : '')
    if (report) {
      setDone(report)
      setPreview(null)
      // The dashboard's figures and next steps (drafts to review) follow the import.
      router.refresh()
    }
  }

  return (
    <div data-testid="import-section">
      <h3 style={dashboardHeading}>Import a résumé</h3>
      <p style={{ margin: '0 0 8px', color: 'var(--theme-elevation-600)' }}>
        A JSON Resume file (jsonresume.org; what your site exports at /resume.json) fills in your
        profile, jobs, schools, skills, projects and interests. You see what it will do before
        anything changes; importing the same file again changes nothing, and what you wrote yourself
        is never touched.
      </p>
      <label style={{ display: 'inline-block', marginBottom: 8 }}>
        <span style={{ display: 'block', fontWeight: 600 }}>JSON Resume file (up to 1 MB)</span>
        <input type="file" accept=".json,application/json" onChange={choose} disabled={busy} />
      </label>
      {problems.length > 0 && (
        <div role="alert" style={{ ...dashboardCard, borderColor: 'var(--theme-error-500, #d33)' }}>
          <strong>{file?.name ?? 'The file'} cannot be imported; nothing was changed.</strong>
          <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {preview && (
        <div style={dashboardCard} data-testid="import-preview">
          <p style={{ margin: 0 }}>
            <strong>{file?.name}</strong> will create {listKinds(preview.created)} and update{' '}
            {listKinds(preview.updated)}.
          </p>
          {preview.skipped.length > 0 && (
            <details style={{ marginTop: 6 }}>
              <summary>{preview.skipped.length} left out</summary>
              <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
                {preview.skipped.map((item) => (
                  <li key={item.path}>
                    <code>{item.path}</code>: {item.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {changesNothing(preview) ? (
            <p style={{ margin: '6px 0 0' }}>Nothing to import: your site already has all of it.</p>
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 10 }}>
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                disabled={busy}
                onClick={() => apply(false)}
              >
                Import as drafts
              </button>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                disabled={busy}
                onClick={() => apply(true)}
              >
                Import and publish
              </button>
            </div>
          )}
        </div>
      )}
      {done && (
        <p role="status" style={{ margin: '8px 0 0' }} data-testid="import-done">
          Imported: created {listKinds(done.created)}, updated {listKinds(done.updated)}. Review
          them under <a href={`${adminRoute}/collections/experiences`}>Experiences</a>,{' '}
          <a href={`${adminRoute}/collections/projects`}>Projects</a> and the other collections.
        </p>
      )}
    </div>
  )
}
