import type { CollectionAfterLoginHook } from 'payload'

/** Stamps `lastLoginAt` on every successful login (admin panel and public contract alike). */
export const recordLastLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const lastLoginAt = new Date().toISOString()
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { lastLoginAt },
    req,
    overrideAccess: true,
    context: { skipSideEffects: true },
  })
  user.lastLoginAt = lastLoginAt
  return user
}
