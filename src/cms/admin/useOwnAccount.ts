'use client'
import { useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'

/** Whether the open account is the viewer's own (else its sections would show the viewer's). */
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
