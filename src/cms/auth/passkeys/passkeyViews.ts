import type { Payload, PayloadRequest } from 'payload'

/** A passkey as the account page lists it. */
export type PasskeyView = { id: number; name: string; createdAt: string; lastUsedAt: string | null }

/** The passkeys of `userId`, oldest first. */
export const listPasskeys = async (
  payload: Payload,
  userId: number,
  req?: PayloadRequest,
): Promise<PasskeyView[]> => {
  const { docs } = await payload.find({
    collection: 'passkeys',
    where: { user: { equals: userId } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    createdAt: doc.createdAt,
    lastUsedAt: doc.lastUsedAt ?? null,
  }))
}

/** Removes every passkey of `userId` (a way back in, an account deleted); answers how many. */
export const removeAllPasskeys = async (
  payload: Payload,
  userId: number,
  req?: PayloadRequest,
): Promise<number> => {
  const { docs } = await payload.delete({
    collection: 'passkeys',
    where: { user: { equals: userId } },
    overrideAccess: true,
    req,
  })
  return docs.length
}
