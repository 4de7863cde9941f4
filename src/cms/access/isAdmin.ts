import type { Access, FieldAccess } from 'payload'

type MaybeUser = { role?: string | null } | null | undefined

/** The one place that decides what "admin" means: a signed-in user whose role is admin. */
export const userIsAdmin = (user: MaybeUser): boolean => user?.role === 'admin'

/** Collection/global access: admins only. */
export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

/** Field access: admins only. */
export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)

/**
 * For a custom endpoint of Payload's REST API: null for an admin, else the answer to send, in
 * Payload's own error shape (`{ errors: [{ message }] }`): 401 signed out, 403 signed in.
 */
export const refuseUnlessAdmin = (user: MaybeUser, message: string): Response | null =>
  userIsAdmin(user) ? null : Response.json({ errors: [{ message }] }, { status: user ? 403 : 401 })
