import type { AfterErrorHook } from 'payload'

/** Puts a refused second factor's code into `errors[0].data`, which Payload would drop (keepFieldErrors). */
export const keepSecondFactorCode: AfterErrorHook = ({ error, result }) => {
  if (error.name !== 'SecondFactorError') return
  const data = (error as { data?: Record<string, unknown> }).data
  return { response: { ...result, errors: [{ name: error.name, data, message: error.message }] } }
}
