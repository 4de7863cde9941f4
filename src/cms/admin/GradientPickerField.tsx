'use client'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import {
  GRADIENT_PALETTE,
  type GradientChoice,
  gradientValue,
  parseGradient,
} from '../fields/gradientPalette'

const COLOURS = Object.keys(GRADIENT_PALETTE)
const DEFAULT_CHOICE: GradientChoice = { from: 'blue-500', to: 'cyan-500' }

/** `blue-500` → `Blue 500`. */
const colourLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace('-', ' ')

/** Two palette colours and their gradient, stored as the site's classes (`from-… to-…`). */
export const GradientPickerField = ({ path, field }: TextFieldClientProps) => {
  const { value, setValue } = useField<string>({ path: path ?? field.name })
  const parsed = parseGradient(value)
  const choice = parsed ?? DEFAULT_CHOICE
  const pick = (change: Partial<GradientChoice>) =>
    setValue(gradientValue({ ...choice, ...change }))

  const select = (end: keyof GradientChoice, label: string) => (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 140px' }}>
      <span style={{ fontSize: 13 }}>{label}</span>
      <select
        id={`field-${field.name}-${end}`}
        value={parsed ? choice[end] : ''}
        onChange={(event) => pick({ [end]: event.target.value })}
        style={{ padding: '8px', borderRadius: 4, border: '1px solid var(--theme-elevation-150)' }}
      >
        {!parsed && <option value="">Choose…</option>}
        {COLOURS.map((name) => (
          <option key={name} value={name}>
            {colourLabel(name)}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label={typeof field.label === 'string' ? field.label : 'Colour'} path={path} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        {select('from', 'From')}
        {select('to', 'To')}
        <div
          data-testid={`${field.name}-preview`}
          aria-label="Preview of the colour"
          style={{
            flex: '1 1 120px',
            height: 38,
            borderRadius: 8,
            background: parsed
              ? `linear-gradient(135deg, ${GRADIENT_PALETTE[parsed.from]}, ${GRADIENT_PALETTE[parsed.to]})`
              : 'repeating-linear-gradient(45deg, #ccc 0 6px, #eee 6px 12px)',
          }}
        />
      </div>
      {!parsed && value ? (
        <p style={{ margin: '8px 0 0' }}>
          Now “{value}”, which is not two colours of the palette: pick both to replace it.
        </p>
      ) : null}
      <FieldDescription
        path={path ?? field.name}
        description="The colour of its card on the site: a gradient between these two colours."
      />
    </div>
  )
}
