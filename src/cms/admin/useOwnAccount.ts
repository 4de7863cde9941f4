'use client'
import { useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'

/**
 * For the account page's own sections (sessions, second factor, passkeys): whether the open
 * account is the signed-in owner's (another account's page would otherwise show and change the
 * viewer's), and the admin's API route their calls go to.
 */
export const useOwnAccount = (): { own: boolean; api: string } => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  return { own: Boolean(user && id !== undefined && String(user.id) === String(id)), api }
}
