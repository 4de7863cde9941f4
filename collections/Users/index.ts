import type { CollectionConfig, Condition } from 'payload'

import { isAdmin, isAdminField, userIsAdmin } from '../../src/cms/access/isAdmin'
import { PASSWORD_RULES } from '../../src/cms/passwords/passwordPolicy'
import { isDeployed, servesHttps } from '../../src/platform/config/runtimeMode'
import { recordLastLogin } from './hooks/recordLastLogin'
import { markNewPassword, noticeNewPassword } from './hooks/noticeNewPassword'
import { recordSession, touchSession } from './hooks/recordSession'
import { passkeyEndpoints } from './passkeyEndpoints'
import { removePasskeysOfDeletedUser } from './hooks/removePasskeysOfDeletedUser'
import { secondFactorEndpoints } from './secondFactorEndpoints'
import { sessionEndpoints } from './sessionEndpoints'
import { requireSecondFactor } from './hooks/requireSecondFactor'
import { hashForUnknownLogins } from './hooks/hashForUnknownLogins'
import { refuseWeakPasswords } from './hooks/refuseWeakPasswords'
import { refuseWeakResetPasswords } from './hooks/refuseWeakResetPasswords'

/**
 * Shown to a signed-in admin only: the create-first-user screen (no one signed in yet) asks for
 * an e-mail address and a password alone (RoleField hides the role there).
 */
const signedIn: Condition = (_data, _siblingData, { user }) => Boolean(user)

/** The owner's accounts. `admin` is the only role the spec knows. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'username', 'role', 'lastLoginAt'],
  },
  auth: {
    // Payload locks an account after this many failed logins for `lockTime` ms.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 60 * 60 * 8,
    // Secure whenever the site is https, behind a TLS proxy too (the browser then sends it only
    // over https); plain http only for a local start on http://localhost.
    cookies: { secure: isDeployed() || servesHttps(), sameSite: 'Lax' },
  },
  endpoints: [...sessionEndpoints, ...secondFactorEndpoints, ...passkeyEndpoints],
  access: {
    // The create-first-user screen works only while the collection is empty.
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    admin: ({ req }) => req.user?.role === 'admin',
    // Another account locked by failed logins; one's own is never locked while signed in to it,
    // so the admin offers no Force Unlock there.
    unlock: ({ req, id }) =>
      userIsAdmin(req.user) && (id === undefined || String(id) !== String(req.user?.id)),
  },
  hooks: {
    // The password rule (src/cms/passwords/passwordPolicy.ts) on every way a password is set.
    // A login for an unknown e-mail costs what one for the owner's costs (the hook says why).
    beforeOperation: [refuseWeakResetPasswords, hashForUnknownLogins],
    beforeValidate: [refuseWeakPasswords],
    // Once the second factor is on, a password alone signs in nowhere (the hook says why).
    beforeLogin: [requireSecondFactor],
    afterLogin: [recordLastLogin, recordSession],
    afterMe: [touchSession],
    beforeChange: [markNewPassword],
    afterChange: [noticeNewPassword],
    beforeDelete: [removePasskeysOfDeletedUser],
  },
  fields: [
    {
      // Payload draws the password fields itself, with no room for a description: the rule
      // follows them as the first of the collection's own fields.
      name: 'passwordRules',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/src/cms/admin/PasswordRules#PasswordRules',
            clientProps: { rules: PASSWORD_RULES },
          },
        },
      },
    },
    {
      // The owner's signed-in sessions, on their own account page (issue 32).
      name: 'sessionsList',
      type: 'ui',
      admin: {
        components: { Field: '/src/cms/admin/SessionsList#SessionsList' },
        condition: (_data, _siblingData, { operation }) => operation !== 'create',
      },
    },
    {
      // The owner's passkeys, on their own account page (issue 32).
      name: 'passkeysList',
      type: 'ui',
      admin: {
        components: { Field: '/src/cms/admin/PasskeysList#PasskeysList' },
        condition: (_data, _siblingData, { operation }) => operation !== 'create',
      },
    },
    {
      // The time-based second factor: turn it on (QR code, first code, recovery codes) or off.
      name: 'secondFactorSettings',
      type: 'ui',
      admin: {
        components: { Field: '/src/cms/admin/SecondFactorSettings#SecondFactorSettings' },
        condition: (_data, _siblingData, { operation }) => operation !== 'create',
      },
    },
    {
      name: 'username',
      type: 'text',
      unique: true,
      maxLength: 64,
      admin: {
        description:
          'Optional: a short name that the API login (POST /api/auth/login) accepts instead of ' +
          'your e-mail address, e.g. for scripts. This admin signs in with the e-mail address.',
        condition: signedIn,
      },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: [{ label: 'Admin', value: 'admin' }],
      access: { update: isAdminField },
      saveToJWT: true,
      // Admin is the only role: an account without one could not open the admin.
      admin: {
        isClearable: false,
        description: 'Admin: may edit everything.',
        components: { Field: '/src/cms/admin/RoleField#RoleField' },
      },
    },
    {
      name: 'lastLoginAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        // Meaningless on the create-first-user screen (and any new user): shown once one exists.
        condition: (_data, _siblingData, { operation }) => operation !== 'create',
      },
    },
  ],
}
