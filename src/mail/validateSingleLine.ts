import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/**
 * Payload's text validation plus: no line breaks. Values that may end up in a mail header
 * (name, subject) must never carry CR/LF, the means of header injection.
 */
export const validateSingleLine: TextFieldSingleValidation = (value, args) => {
  if (typeof value === 'string' && /[\r\n]/.test(value)) return 'Line breaks are not allowed here.'
  return text(value, args)
}
