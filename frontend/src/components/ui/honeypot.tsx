import type { RefObject } from 'react'

/**
 * A form's `website` field, hidden from people and assistive tech: the server ignores a message
 * that fills it (a bot's).
 */
export const Honeypot = ({
  id,
  label,
  inputRef,
}: {
  id: string
  label: string
  inputRef: RefObject<HTMLInputElement | null>
}) => (
  <div className="site-form__trap" aria-hidden="true">
    <label htmlFor={id}>{label}</label>
    <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
  </div>
)
