import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { shapeLiveRecord } from './api/shape-live-record'
import { applyLiveLook } from './utils/apply-live-look'
import { applyLiveRecord } from './utils/apply-live-record'
import { type LiveEdit, readLiveEdit, READY_MESSAGE } from './utils/live-preview-message'

/** Keystrokes closer together than this are shaped once, with the latest values. */
const SETTLE_MS = 120

/**
 * Follows the admin's form in a live-preview frame: each edit, shaped by the server, goes into
 * the query cache, and again after a refetch (a read in flight would bring back the saved one).
 * The Look is no content: it is drawn from the form's values at once.
 */
export const useLivePreview = (): void => {
  const queryClient = useQueryClient()
  useEffect(() => {
    const admin = window.parent !== window ? window.parent : (window.opener as Window | null)
    if (!admin) return
    let latest: { content: string; record: unknown } | null = null
    let pending: LiveEdit | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let inFlight: AbortController | null = null

    const shape = async (edit: LiveEdit) => {
      inFlight?.abort()
      const controller = new AbortController()
      inFlight = controller
      try {
        const record = await shapeLiveRecord(edit.content, edit.data, controller.signal)
        if (controller.signal.aborted) return
        latest = { content: edit.content, record }
        applyLiveRecord(queryClient, edit.content, record)
      } catch {
        // An aborted or refused shaping leaves the page as it was; the next edit tries again.
      }
    }

    const onMessage = (event: MessageEvent) => {
      const edit = readLiveEdit(event, window.location.origin)
      if (!edit) return
      pending = edit
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (pending?.content === 'look') applyLiveLook(document, pending.data)
        else if (pending) void shape(pending)
        pending = null
      }, SETTLE_MS)
    }

    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (!latest || event.type !== 'updated' || event.action.type !== 'success') return
      if (event.action.manual || event.query.queryKey[0] !== latest.content) return
      applyLiveRecord(queryClient, latest.content, latest.record)
    })
    window.addEventListener('message', onMessage)
    admin.postMessage(READY_MESSAGE, window.location.origin)
    return () => {
      window.removeEventListener('message', onMessage)
      unsubscribe()
      clearTimeout(timer)
      inFlight?.abort()
    }
  }, [queryClient])
}
