'use client'
import type { DefaultCellComponentProps } from 'payload'

/** The inbox's read column: a bold dot marks unread inquiries at a glance. */
export const InquiryReadCell = ({ cellData }: DefaultCellComponentProps) =>
  cellData ? (
    <span style={{ color: 'var(--theme-elevation-500)' }}>Read</span>
  ) : (
    <strong style={{ color: 'var(--theme-success-600, #2a7)' }} aria-label="Unread">
      ● Unread
    </strong>
  )
