import type { AfterErrorHook } from 'payload'

type FieldErrors = { errors?: { path?: string; message?: string }[] }

/**
 * Puts the per-field messages of a `ValidationError` back into Payload's REST answer
 * (`errors[0].data.errors`), where the admin reads them to show each message under its field.
 * Payload's REST error formatter recognises a ValidationError with `instanceof`, and the copy of
 * Payload that Next bundled for the REST route is not the one that runs the operations (the
 * server's, src/server.ts, whose config holds the endpoints): the check fails for every
 * collection and global, and only "The following field is invalid: Level" would remain, without
 * saying why. Registered once on the config (`hooks.afterError`), so it covers them all.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: FieldErrors }).data
  if (error.name !== 'ValidationError' || !data?.errors?.length) return
  return { response: { ...result, errors: [{ name: error.name, data, message: error.message }] } }
}
