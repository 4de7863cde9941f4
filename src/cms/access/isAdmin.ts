import type { Access, FieldAccess } from 'payload'

type MaybeUser = { role?: string | null } | null | undefined

/** The one place that decides what "admin" means: a signed-in user whose role is admin. */
export const userIsAdmin = (user: MaybeUser): boolean => user?.role === 'admin'

/** Collection/global access: admins only. */
export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

/** Field access: admins only. */
export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
