import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/** Payload's text validation plus no CR/LF: the value may reach a mail header (injection). */
export const validateSingleLine: TextFieldSingleValidation = (value, args) => {
  if (typeof value === 'string' && /[\r\n]/.test(value)) return 'Line breaks are not allowed here.'
  return text(value, args)
}
