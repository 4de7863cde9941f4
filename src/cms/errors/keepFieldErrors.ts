import type { AfterErrorHook } from 'payload'

type FieldErrors = { errors?: { path?: string; message?: string }[] }

/** Payload's formatter's `instanceof` fails: Next's bundled copy of Payload is not the server's. */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: FieldErrors }).data
  if (error.name !== 'ValidationError' || !data?.errors?.length) return
  return { response: { ...result, errors: [{ name: error.name, data, message: error.message }] } }
}
