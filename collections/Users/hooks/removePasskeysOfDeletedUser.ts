import type { CollectionBeforeDeleteHook } from 'payload'

import { removeAllPasskeys } from '../../../src/cms/auth/passkeys/passkeyViews'

/**
 * An account deleted takes its passkeys with it, so none is left that would sign in as nobody.
 * Before the delete, in its transaction: once the account is gone, the database has already
 * emptied the passkeys' link to it and they could no longer be found by it.
 */
export const removePasskeysOfDeletedUser: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await removeAllPasskeys(req.payload, Number(id), req)
}
