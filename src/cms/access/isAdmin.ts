import type { Access, FieldAccess } from 'payload'

type MaybeUser = { role?: string | null } | null | undefined

/** The one place that decides what "admin" means. */
export const userIsAdmin = (user: MaybeUser): boolean => user?.role === 'admin'

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)

/** Null for an admin, else a 401/403 in Payload's own error shape. */
export const refuseUnlessAdmin = (user: MaybeUser, message: string): Response | null =>
  userIsAdmin(user) ? null : Response.json({ errors: [{ message }] }, { status: user ? 403 : 401 })
