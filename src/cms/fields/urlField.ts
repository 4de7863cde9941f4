import type { TextField } from 'payload'

/** An optional absolute http(s) URL. */
export const urlField = (name: string, label: string): TextField => ({
  name,
  label,
  type: 'text',
  maxLength: 2048,
  validate: (value: string | null | undefined) => {
    if (value == null || value === '') return true
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
        ? true
        : 'Must start with http:// or https://'
    } catch {
      return 'Must be a full URL such as https://example.com'
    }
  },
})
