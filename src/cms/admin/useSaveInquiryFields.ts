'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback } from 'react'

import { announceReadChange } from './unreadInquiries'

/** Writes past the form (no toast); `keepalive` survives a mail client opening. */
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
