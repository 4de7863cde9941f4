'use client'
import type { DefaultCellComponentProps } from 'payload'

/** A yes/no column as a word or a dash, instead of Payload's raw `true`/`false`. */
export const MarkCell = ({ cellData, mark }: DefaultCellComponentProps & { mark: string }) =>
  cellData ? (
    <strong data-mark={mark}>{mark}</strong>
  ) : (
    <span aria-label="No" style={{ color: 'var(--theme-elevation-400)' }}>
      –
    </span>
  )
