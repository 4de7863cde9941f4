import type { TextField } from 'payload'

import { HEX_COLOR_PATTERN } from '../../shared/appIdentity'

/** An optional `#rrggbb`, trimmed and lower-cased before it is checked. */
export const hexColorField = (
  name: string,
  label: string,
  { description }: { description: string },
): TextField => ({
  name,
  label,
  type: 'text',
  maxLength: 7,
  admin: { description, placeholder: '#07080f' },
  hooks: {
    beforeValidate: [
      ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    ],
  },
  validate: (value: string | null | undefined) => {
    if (value == null || value === '') return true
    return HEX_COLOR_PATTERN.test(value.trim().toLowerCase())
      ? true
      : `"${value}" is not a colour: write # and six hexadecimal digits (0–9, a–f), for example #07080f.`
  },
})
