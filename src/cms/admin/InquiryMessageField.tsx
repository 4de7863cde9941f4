'use client'
import { FieldLabel, useField } from '@payloadcms/ui'

/** The visitor's message as wrapped text, not a disabled box: nobody edits a visitor's words. */
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
