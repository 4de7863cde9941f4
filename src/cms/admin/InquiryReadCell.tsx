'use client'
import { Link, useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

/** A dot for unread; as the first column it keeps the link a custom cell would drop. */
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
