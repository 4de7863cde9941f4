import { PayloadLogo } from '@payloadcms/ui/shared'
import { redirect } from 'next/navigation.js'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { PasskeySignIn } from '../PasskeySignIn'
import { LoginWithCodeForm } from './LoginWithCodeForm'

/** In place of Payload's login, whose form posts only its own fields: no second factor's code. */
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
