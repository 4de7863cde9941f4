'use client'
import { FieldLabel, useField } from '@payloadcms/ui'

/**
 * An inquiry's message as the visitor wrote it: readable text that wraps and keeps its line
 * breaks, instead of a disabled one-line box (nobody edits a visitor's words).
 */
export const InquiryMessageField = () => {
  const { value } = useField<string>({ path: 'message' })
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label="Message" />
      <div
        data-testid="inquiry-message"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.6,
          padding: '12px 16px',
          borderRadius: 4,
          background: 'var(--theme-elevation-50)',
          border: '1px solid var(--theme-elevation-150)',
        }}
      >
        {value}
      </div>
    </div>
  )
}
