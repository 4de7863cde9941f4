'use client'
import { Link, useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

/**
 * The inbox's read column: a bold dot marks unread inquiries at a glance. When it is the list's
 * first column (Payload's linked column, e.g. from a saved column order), it opens the inquiry
 * like the default first cell does; a custom cell otherwise drops that link.
 */
export const InquiryReadCell = ({
  cellData,
  collectionSlug,
  link,
  linkURL,
  rowData,
}: DefaultCellComponentProps) => {
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig()
  const label = cellData ? (
    <span style={{ color: 'var(--theme-elevation-500)' }}>Read</span>
  ) : (
    <strong style={{ color: 'var(--theme-success-600, #2a7)' }} aria-label="Unread">
      ● Unread
    </strong>
  )
  if (!link || rowData?.id === undefined) return label
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute,
      path: `/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`,
    })
  return <Link href={href}>{label}</Link>
}
