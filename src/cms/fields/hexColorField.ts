import type { TextField } from 'payload'

import { HEX_COLOR_PATTERN } from '../../shared/appIdentity'

/**
 * A `#rrggbb`, trimmed and lower-cased before it is checked; optional unless it has a
 * `defaultValue` (the Look's colours always have one).
 */
export const hexColorField = (
  name: string,
  label: string,
  { description, defaultValue }: { description: string; defaultValue?: string },
): TextField => ({
  name,
  label,
  type: 'text',
  maxLength: 7,
  ...(defaultValue ? { defaultValue, required: true } : {}),
  admin: { description, placeholder: defaultValue ?? '#07080f' },
  hooks: {
    beforeValidate: [
      ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    ],
  },
  validate: (value: string | null | undefined) => {
    if (value == null || value === '')
      return defaultValue
        ? `Write a colour: # and six hexadecimal digits, for example ${defaultValue}.`
        : true
    return HEX_COLOR_PATTERN.test(value.trim().toLowerCase())
      ? true
      : `"${value}" is not a colour: write # and six hexadecimal digits (0–9, a–f), for example ${defaultValue ?? '#07080f'}.`
  },
})
