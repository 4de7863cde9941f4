'use client'
import { useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  INQUIRIES_READ_CHANGED,
  UNREAD_INQUIRIES_QUERY,
  UNREAD_INQUIRIES_URL,
} from './unreadInquiries'

/** "Inbox" and its unread count, read again on each change and page move (the menu stays). */
export const InboxLink = ({ initialUnread }: { initialUnread: number }) => {
  const [unread, setUnread] = useState(initialUnread)
  const pathname = usePathname()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const recount = useCallback(async () => {
    const res = await fetch(`${api}/inquiries/count?${UNREAD_INQUIRIES_QUERY}`, {
      credentials: 'include',
    }).catch(() => null)
    if (res?.ok) setUnread(((await res.json()) as { totalDocs: number }).totalDocs)
  }, [api])

  useEffect(() => {
    const onChange = () => void recount()
    window.addEventListener(INQUIRIES_READ_CHANGED, onChange)
    return () => window.removeEventListener(INQUIRIES_READ_CHANGED, onChange)
  }, [recount])
  // A page made on the server brings its own count.
  useEffect(() => setUnread(initialUnread), [initialUnread])
  const countedAt = useRef(pathname)
  useEffect(() => {
    if (pathname === countedAt.current) return
    countedAt.current = pathname
    void recount()
  }, [pathname, recount])

  return (
    <a
      href={UNREAD_INQUIRIES_URL}
      className="unread-inquiries-nav-link"
      aria-label={`Inbox: ${unread} unread ${unread === 1 ? 'inquiry' : 'inquiries'}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        marginBottom: 16,
        padding: '8px 12px',
        borderRadius: 'var(--style-radius-m, 4px)',
        background: 'var(--theme-elevation-50)',
        color: 'var(--theme-text)',
        textDecoration: 'none',
        fontWeight: 600,
      }}
    >
      <span>Inbox</span>
      <span
        data-testid="unread-inquiries-count"
        style={{
          minWidth: 24,
          padding: '0 8px',
          borderRadius: 12,
          textAlign: 'center',
          background: unread ? 'var(--theme-error-500, #d33)' : 'var(--theme-elevation-150)',
          color: unread ? '#fff' : 'var(--theme-elevation-800)',
        }}
      >
        {unread}
      </span>
    </a>
  )
}
