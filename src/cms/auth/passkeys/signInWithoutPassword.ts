import {
  type CollectionAfterLoginHook,
  getFieldsToSign,
  jwtSign,
  type PayloadRequest,
  type TypedUser,
} from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

/**
 * Signs `userId` in as Payload's own login does once the password is right, for a sign-in that
 * proved itself another way (a passkey): a new session on the account, a token bound to it, the
 * users collection's afterLogin hooks (last login, the session's device, a new-device notice),
 * and the admin's cookie. Payload has no passwordless login of its own; these are the pieces
 * its login operation is made of, run in one transaction. Answers the cookie and the token.
 */
export const signInWithoutPassword = async (
  req: PayloadRequest,
  userId: number,
): Promise<{ cookie: string; token: string; user: TypedUser }> => {
  const { payload } = req
  const collection = payload.collections.users.config
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as (TypedUser & { collection?: string; _strategy?: string }) | null
  if (!user) throw new Error(`No user ${userId} to sign in.`)
  const { sid } = await addSessionToUser({ collectionConfig: collection, payload, req, user })
  const fieldsToSign = getFieldsToSign({
    collectionConfig: collection,
    email: user.email,
    sid,
    user,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collection.auth.tokenExpiration,
  })
  req.user = { ...user, collection: 'users', _strategy: 'local-jwt' } as PayloadRequest['user']
  let signedIn: TypedUser = user
  for (const hook of (collection.hooks?.afterLogin ?? []) as CollectionAfterLoginHook[])
    signedIn =
      (await hook({ collection, context: req.context, req, token, user: signedIn })) ?? signedIn
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collection.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  return { cookie, token, user: signedIn }
}
