import type { AfterErrorHook } from 'payload'

/**
 * Puts a refused second factor's code (`second_factor_required`, `second_factor_invalid`,
 * `too_many_codes`) into Payload's REST answer as `errors[0].data`, where the admin's login view
 * reads it to ask for the code. Payload's formatter would drop it (an `instanceof` check across
 * two copies of Payload, as keepFieldErrors explains); the error is recognised by its name.
 */
export const keepSecondFactorCode: AfterErrorHook = ({ error, result }) => {
  if (error.name !== 'SecondFactorError') return
  const data = (error as { data?: Record<string, unknown> }).data
  return { response: { ...result, errors: [{ name: error.name, data, message: error.message }] } }
}
