'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback } from 'react'

import { announceReadChange } from './unreadInquiries'

/**
 * Writes fields of the open inquiry straight through Payload's REST (not through the form, so
 * no "Updated successfully" toast and no unsaved change); resolves to whether it was stored.
 * `keepalive` lets the write finish when the page loses focus or is left (a mail client opening).
 * A change of `read` is announced to the Inbox count.
 */
export const useSaveInquiryFields = (): ((data: Record<string, unknown>) => Promise<boolean>) => {
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  return useCallback(
    async (data) => {
      if (id === undefined) return false
      const res = await fetch(`${serverURL}${api}/inquiries/${id}?depth=0`, {
        method: 'PATCH',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
      if (res.ok && 'read' in data) announceReadChange()
      return res.ok
    },
    [api, id, serverURL],
  )
}
