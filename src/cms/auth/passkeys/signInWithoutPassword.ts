import {
  type CollectionAfterLoginHook,
  getFieldsToSign,
  jwtSign,
  type PayloadRequest,
  type TypedUser,
} from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

/** Payload has no passwordless login, so its pieces run here, in one transaction. */
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
