'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { UNREAD_INQUIRIES_QUERY } from './unreadInquiries'

const FILTERS = [
  {
    label: 'Unread',
    query: UNREAD_INQUIRIES_QUERY,
  },
  {
    label: 'Not delivered',
    query: 'where[notificationStatus][in][0]=pending&where[notificationStatus][in][1]=failed',
  },
  { label: 'Spam', query: 'where[spam][equals]=true' },
  { label: 'All', query: '' },
]

/** One-click filters, and "Export CSV" of what the list shows. */
export const InquiriesListActions = () => {
  const searchParams = useSearchParams()
  const {
    config: {
      routes: { admin, api },
      serverURL,
    },
  } = useConfig()
  const where = new URLSearchParams()
  searchParams.forEach((value, key) => {
    if (key.startsWith('where')) where.append(key, value)
  })
  const exportHref = `${serverURL}${api}/inquiries/export.csv${where.toString() ? `?${where}` : ''}`
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}
    >
      {FILTERS.map(({ label, query }) => (
        <Button
          key={label}
          el="anchor"
          url={`${admin}/collections/inquiries${query ? `?${query}` : ''}`}
          buttonStyle="pill"
          size="small"
          margin={false}
        >
          {label}
        </Button>
      ))}
      <span style={{ flex: 1 }} />
      <Button el="anchor" url={exportHref} buttonStyle="secondary" size="small" margin={false}>
        Export CSV
      </Button>
    </div>
  )
}
