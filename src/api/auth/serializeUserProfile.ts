import type { UserProfileDto } from '../../shared/apiTypes'
import type { User } from '../../shared/payload-types'

/** A user document → the contract's profile (`_id`, as the spec names it); no secrets. */
export const serializeUserProfile = (user: User): UserProfileDto => ({
  _id: user.id,
  username: user.username ?? user.email.split('@')[0]!,
  email: user.email,
  role: user.role,
  lastLoginAt: user.lastLoginAt ?? null,
  createdAt: user.createdAt,
})
