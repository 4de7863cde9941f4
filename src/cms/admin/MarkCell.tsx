'use client'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A yes/no column (Featured, Deleted) as a word where it is true and a quiet dash where it is
 * not, instead of Payload's raw `true`/`false`. The word comes from the field's config.
 */
export const MarkCell = ({ cellData, mark }: DefaultCellComponentProps & { mark: string }) =>
  cellData ? (
    <strong data-mark={mark}>{mark}</strong>
  ) : (
    <span aria-label="No" style={{ color: 'var(--theme-elevation-400)' }}>
      –
    </span>
  )
