'use client'
import { Button, toast, useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import { useState } from 'react'

/** Delete from site / Restore to site, at once: neither waits for Publish or touches the draft. */
export const SoftDeleteControl = () => {
  const { value, setValue } = useField<boolean>({ path: 'deleted' })
  const { id, collectionSlug } = useDocumentInfo()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const [busy, setBusy] = useState(false)
  const deleted = Boolean(value)

  const toggle = async () => {
    setBusy(true)
    try {
      const res = await fetch(`${serverURL}${api}/${collectionSlug}/${id}/deleted`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ deleted: !deleted }),
      })
      const body = (await res.json().catch(() => null)) as {
        errors?: { message: string }[]
      } | null
      if (!res.ok) {
        toast.error(body?.errors?.[0]?.message ?? `The server answered ${res.status}.`)
        return
      }
      // Stored already: the form takes the value without counting it as an unsaved change.
      setValue(!deleted, true)
      toast.success(
        deleted ? 'Restored: shown on the site again.' : 'Deleted: hidden from the site.',
      )
    } catch {
      toast.error('The CMS could not be reached; nothing was changed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" data-testid="soft-delete" style={{ marginBottom: 24 }}>
      <p style={{ margin: '0 0 8px', fontWeight: 600 }} role="status">
        {deleted
          ? 'Hidden from the public site (deleted)'
          : id
            ? 'Shown on the public site once published'
            : 'Not on the site until it is saved and published'}
      </p>
      {id ? (
        <>
          <Button
            buttonStyle={deleted ? 'primary' : 'secondary'}
            size="medium"
            margin={false}
            disabled={busy}
            onClick={() => void toggle()}
          >
            {deleted ? 'Restore to site' : 'Delete from site'}
          </Button>
          <p style={{ margin: '8px 0 0', color: 'var(--theme-elevation-600)' }}>
            {deleted
              ? 'Restore shows it on the site again at once.'
              : 'Takes effect at once and can be undone here. Delete in the ⋯ menu removes it for good.'}
          </p>
        </>
      ) : (
        <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>
          A new record can be deleted from the site once it is saved.
        </p>
      )}
    </div>
  )
}
