'use client'
import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { StoredBackup } from '../../platform/backup/backupStore'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The Backups page's list: each archive with its size and date, and a link to download it. */
export const BackupsList = () => {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const base = `${api}/globals/backup-settings/backups`
  const [list, setList] = useState<{ where: string; backups: StoredBackup[] } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    void (async () => {
      const res = await fetch(base, { credentials: 'include' })
      if (!res.ok) return setProblem(`The backups could not be listed (error ${res.status}).`)
      setList(((await res.json()) as { data: { where: string; backups: StoredBackup[] } }).data)
    })()
  }, [base])

  return (
    <section data-testid="backups-list" style={{ marginTop: 24 }}>
      <h3 style={{ marginBottom: 8 }}>Backups</h3>
      {problem && <p role="alert">{problem}</p>}
      {!list && !problem && <p>Reading the backups…</p>}
      {list && (
        <>
          <p style={{ color: 'var(--theme-elevation-650)' }}>
            Stored in {list.where}. Restore one with <code>npm run restore -- &lt;file&gt;</code>.
          </p>
          {list.backups.length === 0 ? (
            <p>No backup yet.</p>
          ) : (
            <table className="table" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>Made</th>
                  <th style={{ textAlign: 'left' }}>By</th>
                  <th style={{ textAlign: 'right' }}>Size</th>
                  <th style={{ textAlign: 'left' }}>File</th>
                </tr>
              </thead>
              <tbody>
                {list.backups.map((backup) => (
                  <tr key={backup.name} data-testid="backup">
                    <td>{when(backup.createdAt)}</td>
                    <td>{backup.madeBy === 'schedule' ? 'the schedule' : 'hand'}</td>
                    <td style={{ textAlign: 'right' }}>{megabytes(backup.size)}</td>
                    <td>
                      <a href={`${base}/${encodeURIComponent(backup.name)}`} download>
                        {backup.name}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
