import type { TextField } from 'payload'

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
const BARE_ADDRESS = /^(\/\/)?[^\s/:]+\.[^\s/:]+(:\d+)?(\/\S*)?$/

/** Owners type addresses as browsers show them (`github.com/x`). */
export const completeUrl = <T>(value: T): T => {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (!trimmed || HAS_SCHEME.test(trimmed) || !BARE_ADDRESS.test(trimmed)) return value
  return `https://${trimmed.replace(/^\/\//, '')}` as T
}

/**
 * An optional http(s) URL (https only when `secure`), completed on every save so it is not
 * refused at Publish.
 */
export const urlField = (
  name: string,
  label: string,
  example: string,
  { secure = false, description = '' } = {},
): TextField => ({
  name,
  label,
  type: 'text',
  maxLength: 2048,
  hooks: { beforeValidate: [({ value }) => completeUrl(value)] },
  admin: {
    description: `${description}e.g. ${example} — https:// is added when left out.`,
  },
  // The admin's form validates the typed value before any hook has run: judge the completed one.
  validate: (typed: string | null | undefined) => {
    const value = completeUrl(typed)
    if (value == null || value === '') return true
    try {
      const url = new URL(value)
      if (url.protocol === 'https:' || (!secure && url.protocol === 'http:')) return true
      return secure ? 'Must start with https://' : 'Must start with http:// or https://'
    } catch {
      return 'Must be a full URL such as https://example.com'
    }
  },
})
