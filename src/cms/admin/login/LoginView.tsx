import { PayloadLogo } from '@payloadcms/ui/shared'
import { redirect } from 'next/navigation.js'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { PasskeySignIn } from '../PasskeySignIn'
import { LoginWithCodeForm } from './LoginWithCodeForm'

/**
 * The admin's login screen, in place of Payload's (`admin.components.views.login`): Payload's
 * form posts only its own fields, so it could not carry the second factor's code (issue 32).
 * Payload keeps its minimal template, its redirect to create-first-user while there is no user
 * (the root page does that before any view) and the `login` class; this view keeps the rest of
 * what the built-in one does: a signed-in visitor goes on to the admin (or `?redirect=`), the
 * logo above the form. Below it, signing in with a passkey instead.
 */
export const LoginView = ({ initPageResult, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const redirectTo = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <PayloadLogo />
      </div>
      <LoginWithCodeForm redirectTo={redirectTo} />
      <PasskeySignIn redirectTo={redirectTo} />
    </>
  )
}
