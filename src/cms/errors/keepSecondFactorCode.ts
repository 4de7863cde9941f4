import type { AfterErrorHook } from 'payload'

/** A refused second factor's code into `errors[0].data`, which Payload drops (keepFieldErrors). */
export const keepSecondFactorCode: AfterErrorHook = ({ error, result }) => {
  if (error.name !== 'SecondFactorError') return
  const data = (error as { data?: Record<string, unknown> }).data
  return { response: { ...result, errors: [{ name: error.name, data, message: error.message }] } }
}
