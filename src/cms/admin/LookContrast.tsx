'use client'
import { useFormFields } from '@payloadcms/ui'

import { lookContrastNotes } from './lookContrastNotes'

/** Beside the Look's colours: how readable they are, and which shade the site uses instead. */
export const LookContrast = () => {
  const brand = useFormFields(([fields]) => fields.brand?.value)
  const accent = useFormFields(([fields]) => fields.accent?.value)
  const neutral = useFormFields(([fields]) => fields.neutral?.value)
  const notes = lookContrastNotes({ brand, accent, neutral })
  return (
    <div className="field-type" data-testid="look-contrast" style={{ marginBottom: 24 }}>
      <p style={{ margin: '0 0 4px', fontWeight: 600 }}>Contrast</p>
      {notes.map((note) => (
        <p key={note} style={{ margin: '0 0 4px' }}>
          {note}
        </p>
      ))}
    </div>
  )
}
